import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import type { Session } from '../../src/contracts/session';
import { createApiClient } from '../../src/core/api/client';
import { createClock } from '../../src/server/clock';
import { loadServerConfig } from '../../src/server/config';
import { migratedDataDir } from '../../src/server/server.testkit';
import { type StartedServer, startServer } from '../../src/server/start';

/** The app's request layer against the real reference server, over real HTTP. */
describe('token renewal between the request layer and the server', () => {
  let server: StartedServer;
  let dataDir: string;
  const clock = createClock();

  beforeEach(async () => {
    dataDir = migratedDataDir('ops-int-');
    server = await startServer({
      config: loadServerConfig({ DATA_DIR: dataDir, TEST_CONTROLS: '1' }),
      clock,
    });
  });

  afterEach(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedInClient() {
    let session: Session | undefined;
    const expired: string[] = [];
    const client = createApiClient({
      baseUrl: `${server.url}/api`,
      fetch: (input, init) => fetch(input, init),
      getSession: () => session,
      setSession: (next) => {
        session = next;
      },
      getAccount: () => undefined,
      isLoggingOut: () => false,
      onSessionExpired: (message) => expired.push(message),
      onForbidden: () => undefined,
      onMaintenance: () => undefined,
    });
    session = await client.call(api.login, { body: { username: 'admin', password: 'demo' } });
    return { client, expired, token: () => session?.user.authToken };
  }

  it('renews exactly once when ten concurrent requests find the token expired', async () => {
    const { client, token } = await signedInClient();
    const before = token();
    clock.setOffset(10 * 60 * 1000); // the server now sees the 5-minute app token as expired
    const stats = () => server.app.inject({ method: 'GET', url: '/__test/stats' }).then((r) => r.json());
    const renewalsBefore = (await stats()).renewals;

    const menus = await Promise.all(Array.from({ length: 10 }, () => client.call(api.menu)));

    expect(menus.every((menu) => menu.items.length > 0)).toBe(true);
    expect((await stats()).renewals - renewalsBefore).toBe(1);
    expect(token()).not.toBe(before);
  });

  it('signs out with the spec message once the refresh token has expired too', async () => {
    const { client, expired } = await signedInClient();
    clock.setOffset(13 * 60 * 60 * 1000);
    await expect(client.call(api.menu)).rejects.toMatchObject({ kind: 'sessionExpired' });
    expect(expired).toEqual(['Session expired, please re-login!']);
  });
});
