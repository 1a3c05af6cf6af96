import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_HUB_PATH, RELEASE_VERSION_MESSAGE } from '../../contracts/notifications-hub';
import { type LiveHubServer, startLiveHubServer } from '../hub/live-hub.testkit';
import { CURRENT_RELEASE } from '../seed/demo-release-notes';
import { authHeaders } from '../server.testkit';
import type { StartedServer } from '../start';

let live: LiveHubServer;
let server: StartedServer;
const signIn = (username: string) => live.signIn(username);
const connect = (token: string) => live.connect(NOTIFICATIONS_HUB_PATH, token);

beforeAll(async () => {
  live = await startLiveHubServer();
  server = live.server;
});
afterEach(() => live.stopClients());
afterAll(() => live.close());

/** A connected client for this user and the ReleaseVersion messages it has received. */
async function listenAs(username: string): Promise<unknown[]> {
  return (await listenWithSession(username)).received;
}

async function listenWithSession(username: string) {
  const received: unknown[] = [];
  const session = await signIn(username);
  const connection = connect(session.user.authToken);
  connection.on(RELEASE_VERSION_MESSAGE, (message: unknown) => received.push(message));
  await connection.start();
  return { received, session, connection };
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

  it('closes the connections of a sign-out at once: they get no more pushes', async () => {
    const signedOut = await listenWithSession('supervisor');
    const stays = await listenAs('supervisor');
    const closed = new Promise<void>((resolve) => signedOut.connection.onclose(() => resolve()));
    const logout = await fetch(`${server.url}/api/Auth/Logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: signedOut.session.refreshToken }),
    });
    expect(logout.status).toBe(204);
    await closed;
    await pushRelease((await signIn('admin')).user.authToken);
    await until(() => stays.length > 0);
    expect(signedOut.received).toEqual([]);
    expect(signedOut.connection.state).toBe('Disconnected');
  });

  it('offers no methods to invoke', async () => {
    const connection = connect((await signIn('viewer')).user.authToken);
    await connection.start();
    await expect(connection.invoke('ReleaseVersion', { version: '9.9.9' })).rejects.toThrow(
      /Unknown hub method 'ReleaseVersion'/,
    );
  });
});
