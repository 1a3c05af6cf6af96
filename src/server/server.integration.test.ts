// The reference server over real HTTP, as a browser would call it: no src/core, only the contract.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../contracts/api';
import { appConfigSchema } from '../contracts/config';
import type { AnyEndpoint } from '../contracts/endpoint';
import { buildPath } from '../contracts/endpoint';
import { apiErrorBodySchema } from '../contracts/errors';
import { Headers } from '../contracts/headers';
import { loadServerConfig } from './config';
import { demoPassword } from './seed/demo-users';
import { migratedDataDir } from './server.testkit';
import { type StartedServer, startServer } from './start';

let server: StartedServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = migratedDataDir();
  const config = loadServerConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'dist'),
    TEST_CONTROLS: '1',
  });
  server = await startServer({ config, port: 0 });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Calls an endpoint the way the client does: JSON content type and accept headers on every call. */
async function call(
  endpoint: AnyEndpoint,
  options: { token?: string; body?: unknown; params?: Record<string, string | number> } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (options.token) headers[Headers.authToken] = options.token;
  const response = await fetch(`${server.url}/api/${buildPath(endpoint.path, options.params)}`, {
    method: endpoint.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, json: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

describe('reference server over HTTP', () => {
  it('signs in, loads the shell data, renews and signs out', async () => {
    const login = await call(api.login, { body: { username: 'supervisor', password: demoPassword } });
    expect(login.status).toBe(200);
    const session = api.login.response.parse(login.json);
    const token = session.user.authToken;

    for (const endpoint of [
      api.accounts,
      api.roles,
      api.menu,
      api.selfUserDetails,
      api.announcements,
      api.globalNotifications,
    ]) {
      const answer = await call(endpoint, { token });
      expect(answer.status, endpoint.path).toBe(200);
      endpoint.response.parse(answer.json);
    }

    // A bodiless POST with a JSON content type, as the client sends it.
    expect((await call(api.acknowledgeAnnouncement, { token, params: { id: 1 } })).status).toBe(204);
    const saved = await call(api.saveFavorites, { token, body: { favorites: [101] } });
    expect(api.saveFavorites.response.parse(saved.json)).toEqual({ favorites: [101] });

    const renewed = api.renew.response.parse(
      (await call(api.renew, { body: { refreshToken: session.refreshToken } })).json,
    );
    expect((await call(api.menu, { token: renewed.user.authToken })).status).toBe(200);

    expect((await call(api.logout, { body: { refreshToken: session.refreshToken } })).status).toBe(204);
    const after = await call(api.menu, { token: renewed.user.authToken });
    expect(after.status).toBe(401);
    apiErrorBodySchema.parse(after.json);
  });

  it('answers with the contract error body for 401, 403 and 404', async () => {
    const wrong = await call(api.login, { body: { username: 'admin', password: 'wrong' } });
    expect([wrong.status, wrong.json]).toEqual([401, { message: 'Incorrect username or password.' }]);
    const { user } = api.login.response.parse(
      (await call(api.login, { body: { username: 'viewer', password: demoPassword } })).json,
    );
    const forbidden = await call(api.area, { token: user.authToken, params: { areaId: 'security' } });
    expect(forbidden.status).toBe(403);
    apiErrorBodySchema.parse(forbidden.json);
    const missing = await fetch(`${server.url}/api/Nope`, { headers: { Accept: 'text/html' } });
    expect(missing.status).toBe(404);
    apiErrorBodySchema.parse(await missing.json());
  });

  it('serves the app config and the test controls', async () => {
    const config = appConfigSchema.parse(await (await fetch(`${server.url}/app-config.json`)).json());
    expect(config.apiBaseUrl).toBe('/api');
    const stats = await (await fetch(`${server.url}/__test/stats`)).json();
    expect(stats.logins).toBeGreaterThan(0);
  });
});
