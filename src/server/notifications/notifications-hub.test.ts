// The notifications hub inside the real server, driven by the real @microsoft/signalr client.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_HUB_PATH, RELEASE_VERSION_MESSAGE } from '../../contracts/notifications-hub';
import type { Session } from '../../contracts/session';
import { loadServerConfig } from '../config';
import { CURRENT_RELEASE } from '../seed/demo-release-notes';
import { demoPassword } from '../seed/demo-users';
import { authHeaders, temporaryDataDir } from '../server.testkit';
import { type StartedServer, startServer } from '../start';

let server: StartedServer;
let dataDir: string;
const connections: HubConnection[] = [];

beforeAll(async () => {
  dataDir = temporaryDataDir();
  const config = loadServerConfig({ DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'dist') });
  server = await startServer({ config, port: 0 });
});
afterEach(async () => {
  await Promise.all(connections.splice(0).map((c) => c.stop()));
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(username: string): Promise<Session> {
  const response = await fetch(`${server.url}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword }),
  });
  return (await response.json()) as Session;
}

function connect(token: string): HubConnection {
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.url}/hubs${NOTIFICATIONS_HUB_PATH}`, { accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  connections.push(connection);
  return connection;
}

/** A connected client for this user and the ReleaseVersion messages it has received. */
async function listenAs(username: string): Promise<unknown[]> {
  const received: unknown[] = [];
  const connection = connect((await signIn(username)).user.authToken);
  connection.on(RELEASE_VERSION_MESSAGE, (message: unknown) => received.push(message));
  await connection.start();
  return received;
}

const pushRelease = async (token: string) =>
  fetch(`${server.url}/api/ReleaseNotes/PushReleaseVersion`, { headers: authHeaders(token) });

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('notifications hub', () => {
  it('refuses connections without a valid app token', async () => {
    await expect(connect('not-a-token').start()).rejects.toThrow(/401/);
    await expect(connect('').start()).rejects.toThrow(/401/);
  });

  it('pushes ReleaseVersion { version } to every connected client when an admin pushes a release', async () => {
    const viewer = await listenAs('viewer');
    const supervisor = await listenAs('supervisor');
    const admin = await signIn('admin');

    const pushed = await pushRelease(admin.user.authToken);
    expect(pushed.status).toBe(200);
    expect(await pushed.json()).toMatchObject({ version: CURRENT_RELEASE.version });

    await until(() => viewer.length > 0 && supervisor.length > 0);
    expect(viewer).toEqual([{ version: CURRENT_RELEASE.version }]);
    expect(supervisor).toEqual([{ version: CURRENT_RELEASE.version }]);
  });

  it('pushes nothing when the push is refused', async () => {
    const viewer = await listenAs('viewer');
    const supervisor = await signIn('supervisor');
    expect((await pushRelease(supervisor.user.authToken)).status).toBe(403);
    // A push that follows reaches the client first: nothing was sent for the refused one.
    const admin = await signIn('admin');
    await pushRelease(admin.user.authToken);
    await until(() => viewer.length > 0);
    expect(viewer).toEqual([{ version: CURRENT_RELEASE.version }]);
  });

  it('offers no methods to invoke', async () => {
    const connection = connect((await signIn('viewer')).user.authToken);
    await connection.start();
    await expect(connection.invoke('ReleaseVersion', { version: '9.9.9' })).rejects.toThrow(
      /Unknown hub method 'ReleaseVersion'/,
    );
  });
});
