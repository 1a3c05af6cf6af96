import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appConfigSchema } from '../contracts/config';
import { loadServerConfig, repoRoot, ServerConfigError } from './config';
import { appConfigFor } from './http/app-config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadServerConfig(env);
  } catch (error) {
    if (error instanceof ServerConfigError) return error.problems;
    throw error;
  }
  return [];
};

const msalEnv = {
  AUTH_MODE: 'msal',
  MSAL_CLIENT_ID: 'client-1',
  MSAL_AUTHORITY: 'https://login.example/tenant',
  MSAL_SCOPES: 'openid, profile,api://ops/.default',
  MSAL_KNOWN_AUTHORITIES: 'login.example',
  MSAL_PROTOCOL_MODE: 'OIDC',
  OIDC_JWKS_URL: 'https://login.example/tenant/keys',
  OIDC_ISSUER: 'https://login.example/tenant/v2.0',
};

describe('loadServerConfig', () => {
  it('fills the defaults, with paths under the repository root', () => {
    const config = loadServerConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      apiBase: '/api',
      hubBase: '/hubs',
      stage: 'local',
      auth: { mode: 'local' },
      identityProvider: undefined,
      tokenTtlSeconds: 300,
      refreshTtlSeconds: 43_200,
      testControls: false,
    });
    expect(config.dataDir).toBe(join(repoRoot, 'data'));
    expect(isAbsolute(config.staticDir)).toBe(true);
  });

  it('hashes the demo passwords at the full cost unless the test controls are on', () => {
    expect(loadServerConfig({}).passwordCost).toEqual({ N: 16_384, r: 8, p: 1 });
    expect(loadServerConfig({ TEST_CONTROLS: '1' }).passwordCost).toEqual({ N: 1_024, r: 8, p: 1 });
  });

  it('trims a trailing slash from the bases', () => {
    expect(loadServerConfig({ API_BASE: '/ops/api/' }).apiBase).toBe('/ops/api');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ STAGE: 'staging' }, 'STAGE'],
    [{ API_BASE: 'api' }, 'API_BASE'],
    [{ TEST_CONTROLS: 'yes' }, 'TEST_CONTROLS'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ AUTH_MODE: 'msal' }, 'MSAL_CLIENT_ID'],
    [{ OIDC_JWKS_URL: 'https://idp.example/keys' }, 'OIDC_ISSUER'],
    [{ API_KEY_URL: '/api/ApiKey' }, 'SUBSCRIPTION_KEY'],
  ])('refuses %o, naming %s', (env, name) => {
    expect(problemsOf(env).join('\n')).toContain(name);
  });

  it('reads the MSAL settings into the served app config', () => {
    const config = loadServerConfig(msalEnv);
    expect(config.identityProvider).toEqual({
      jwksUrl: msalEnv.OIDC_JWKS_URL,
      issuer: msalEnv.OIDC_ISSUER,
      audience: 'client-1',
    });
    expect(appConfigSchema.parse(appConfigFor(config)).auth).toEqual({
      mode: 'msal',
      clientId: 'client-1',
      authority: 'https://login.example/tenant',
      scopes: ['openid', 'profile', 'api://ops/.default'],
      knownAuthorities: ['login.example'],
      protocolMode: 'OIDC',
    });
  });

  it('points the served app at other API and hub bases when told to (a gateway in front)', () => {
    const config = loadServerConfig({
      APP_API_BASE_URL: 'https://gateway.example/ops/api',
      APP_HUB_BASE_URL: 'https://gateway.example/ops/hubs',
    });
    expect(config).toMatchObject({ apiBase: '/api', hubBase: '/hubs' });
    expect(appConfigSchema.parse(appConfigFor(config))).toMatchObject({
      apiBaseUrl: 'https://gateway.example/ops/api',
      hubBaseUrl: 'https://gateway.example/ops/hubs',
    });
  });

  it("tells the served app the usage hub's form: 'batch' (this server) unless APP_USAGE_HUB_PROTOCOL says 'record'", () => {
    const protocolOf = (env: Record<string, string>) =>
      appConfigSchema.parse(appConfigFor(loadServerConfig(env))).usageHubProtocol;
    expect(protocolOf({})).toBe('batch');
    expect(protocolOf({ APP_USAGE_HUB_PROTOCOL: 'record' })).toBe('record');
    expect(() => loadServerConfig({ APP_USAGE_HUB_PROTOCOL: 'single' })).toThrow(/APP_USAGE_HUB_PROTOCOL/);
  });
});
