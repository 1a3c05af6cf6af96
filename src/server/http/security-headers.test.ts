import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { migratedDataDir, startTestServer, type TestServer } from '../server.testkit';
import { appInsightsIngestionOrigin } from './security-headers';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The CSP header as directive name → its sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

async function serverWithBuiltApp(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = migratedDataDir();
  const staticDir = join(dataDir, 'dist');
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Ops Portal</title>');
  return startTestServer({ DATA_DIR: dataDir, STATIC_DIR: staticDir, ...env });
}

describe('security headers', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('give the app shell a CSP that runs only the app’s own scripts', async () => {
    server = await serverWithBuiltApp();
    const response = await server.app.inject({ method: 'GET', url: '/home', headers: html });
    expect(response.statusCode).toBe(200);
    const policy = policyOf(response);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.has('require-trusted-types-for')).toBe(false);
    for (const sources of policy.values()) expect(sources).not.toContain("'unsafe-eval'");
  });

  it('set nosniff, a referrer policy and same-origin framing on pages, API answers and files', async () => {
    server = await serverWithBuiltApp();
    for (const request of [
      { url: '/', headers: html },
      { url: '/app-config.json', headers: {} },
      { url: '/api/Health', headers: {} },
      { url: '/api/NoSuchThing', headers: {} },
    ]) {
      const response = await server.app.inject({ method: 'GET', ...request });
      expect(response.headers['x-content-type-options'], request.url).toBe('nosniff');
      expect(response.headers['referrer-policy'], request.url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], request.url).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy'], request.url).toContain("frame-ancestors 'self'");
    }
  });

  it('let /url frame exactly the menu’s external-link hosts and the configured report hosts', async () => {
    server = await serverWithBuiltApp({
      FRAME_SRC: 'https://reports.example/board, https://displays.example',
    });
    const first = policyOf(await server.app.inject({ method: 'GET', url: '/url/502', headers: html }));
    // The demo menu's links all live on example.com.
    expect(first.get('frame-src')).toEqual([
      'https://displays.example',
      'https://example.com',
      'https://reports.example',
    ]);

    // A link added to the menu is allowed on the next response, without a restart.
    server.app.portal.db
      .prepare("UPDATE menu_items SET ext_link = 'https://wiki.example:8443/start' WHERE id = 503")
      .run();
    const after = policyOf(await server.app.inject({ method: 'GET', url: '/url/503', headers: html }));
    expect(after.get('frame-src')).toContain('https://wiki.example:8443');
  });

  it('tell the app in /app-config.json the origins frame-src allows (the display form checks report addresses)', async () => {
    const running = await serverWithBuiltApp({ FRAME_SRC: 'https://reports.example/board' });
    server = running;
    const frameSrc = async () =>
      policyOf(await running.app.inject({ method: 'GET', url: '/', headers: html })).get('frame-src');
    const frameOrigins = async () =>
      (await running.app.inject({ method: 'GET', url: '/app-config.json' })).json().frameOrigins;
    expect(await frameOrigins()).toEqual(await frameSrc());
    expect(await frameOrigins()).toContain('https://reports.example');

    // Read on every request like the header: a menu link added through SQL shows at once.
    running.app.portal.db
      .prepare("UPDATE menu_items SET ext_link = 'https://wiki.example:8443/start' WHERE id = 503")
      .run();
    expect(await frameOrigins()).toContain('https://wiki.example:8443');
    expect(await frameOrigins()).toEqual(await frameSrc());

    // Without menu links, FRAME_SRC's hosts remain.
    running.app.portal.db.prepare('UPDATE menu_items SET ext_link = NULL').run();
    expect(await frameOrigins()).toEqual(['https://reports.example']);
  });

  it('frame nothing when there are no external links', async () => {
    server = await serverWithBuiltApp();
    server.app.portal.db.prepare('UPDATE menu_items SET ext_link = NULL').run();
    const policy = policyOf(await server.app.inject({ method: 'GET', url: '/', headers: html }));
    expect(policy.get('frame-src')).toEqual(["'none'"]);
  });

  it('let the app reach another API and hub origin, and the identity provider', async () => {
    server = await serverWithBuiltApp({
      APP_API_BASE_URL: 'https://api.example/ops',
      APP_HUB_BASE_URL: 'https://hubs.example/hubs',
      AUTH_MODE: 'msal',
      MSAL_CLIENT_ID: 'client-1',
      MSAL_AUTHORITY: 'https://login.example/tenant',
      MSAL_KNOWN_AUTHORITIES: 'login.example',
      OIDC_JWKS_URL: 'https://login.example/tenant/keys',
      OIDC_ISSUER: 'https://login.example/tenant/v2.0',
    });
    const policy = policyOf(await server.app.inject({ method: 'GET', url: '/', headers: html }));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example',
      'https://hubs.example',
      'wss://hubs.example',
      'https://login.example',
    ]);
    // MSAL renews tokens in a hidden iframe of the authority.
    expect(policy.get('frame-src')).toContain('https://login.example');
  });

  it("let error reports reach Application Insights' ingestion endpoint when a connection string is set", async () => {
    server = await serverWithBuiltApp({
      APPINSIGHTS_CONNECTION_STRING:
        'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/',
    });
    const policy = policyOf(await server.app.inject({ method: 'GET', url: '/', headers: html }));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://westeurope-5.in.applicationinsights.azure.com',
    ]);
  });

  it("let behaviour analytics upload to a Clarity collector on another origin, and add nothing for this server's own", async () => {
    server = await serverWithBuiltApp({ CLARITY_UPLOAD_URL: 'https://collect.example:8443/upload' });
    const elsewhere = policyOf(await server.app.inject({ method: 'GET', url: '/', headers: html }));
    expect(elsewhere.get('connect-src')).toEqual(["'self'", 'https://collect.example:8443']);
    await server.close();
    server = await serverWithBuiltApp({ CLARITY_UPLOAD_URL: '/telemetry/clarity' });
    const own = policyOf(await server.app.inject({ method: 'GET', url: '/', headers: html }));
    expect(own.get('connect-src')).toEqual(["'self'"]);
  });

  it.each([
    ['InstrumentationKey=k', 'https://dc.services.visualstudio.com'],
    ['InstrumentationKey=k; IngestionEndpoint = https://in.example:8443/ ', 'https://in.example:8443'],
    [undefined, undefined],
  ])('take the ingestion origin of %s as %s', (connectionString, origin) => {
    expect(appInsightsIngestionOrigin(connectionString)).toBe(origin);
  });

  it('enforce Trusted Types when told to', async () => {
    server = await serverWithBuiltApp({ TRUSTED_TYPES: '1' });
    const policy = policyOf(await server.app.inject({ method: 'GET', url: '/', headers: html }));
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
  });

  it('refuse a FRAME_SRC entry that is not a URL', async () => {
    await expect(serverWithBuiltApp({ FRAME_SRC: 'reports' })).rejects.toThrow(/FRAME_SRC/);
  });
});
