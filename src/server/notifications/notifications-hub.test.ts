import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAVORITES_CHANGED_MESSAGE,
  NOTIFICATION_SETTINGS_CHANGED_MESSAGE,
  NOTIFICATIONS_CHANGED_MESSAGE,
  NOTIFICATIONS_HUB_PATH,
  PREFERENCES_CHANGED_MESSAGE,
  RELEASE_VERSION_MESSAGE,
} from '../../contracts/notifications-hub';
import { globalNotificationsSchema } from '../../contracts/shell';
import { type LiveHubServer, startLiveHubServer } from '../hub/live-hub.testkit';
import { CURRENT_RELEASE } from '../seed/demo-release-notes';
import { authHeaders } from '../server.testkit';
import type { StartedServer } from '../start';

let live: LiveHubServer;
let server: StartedServer;
const signIn = (username: string) => live.signIn(username);
const connect = (token: string) => live.connect(NOTIFICATIONS_HUB_PATH, token);

beforeAll(async () => {
  live = await startLiveHubServer({ TEST_CONTROLS: '1' });
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

/** A connected client for this user and how many `message` (NotificationsChanged) it has received. */
async function countChangesAs(username: string, message = NOTIFICATIONS_CHANGED_MESSAGE) {
  const session = await signIn(username);
  const connection = connect(session.user.authToken);
  const heard = { changes: 0, session };
  connection.on(message, () => {
    heard.changes += 1;
  });
  await connection.start();
  return heard;
}

const sendAs = (token: string, method: string, path: string, body: unknown) =>
  fetch(`${server.url}/api/${path}`, {
    method,
    headers: { ...authHeaders(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

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

  it("tells a user's connections, on every device and no one else's, when a notification is added for them", async () => {
    const tablet = await countChangesAs('supervisor');
    const desk = await countChangesAs('supervisor');
    const viewer = await countChangesAs('viewer');
    const added = await fetch(`${server.url}/__test/notifications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: tablet.session.user.id, title: 'Shift swap', text: 'Approved.' }),
    });
    expect(added.status).toBe(200);
    // Then one for the viewer: once the viewer has heard it, the supervisor's message came first.
    await fetch(`${server.url}/__test/notifications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: viewer.session.user.id, title: 'Plan', text: 'Ready.' }),
    });
    await until(() => viewer.changes > 0 && tablet.changes > 0 && desk.changes > 0);
    expect([tablet.changes, desk.changes, viewer.changes]).toEqual([1, 1, 1]);
  });

  it('tells the other devices when one dismisses a notification, and nothing when it was dismissed already', async () => {
    const tablet = await countChangesAs('supervisor');
    const desk = await countChangesAs('supervisor');
    const bell = await fetch(`${server.url}/api/Common/GlobalNotifications`, {
      headers: authHeaders(desk.session.user.authToken),
    });
    const { items } = globalNotificationsSchema.parse(await bell.json());
    const dismissable = items.find((notification) => notification.allowAcknowledge);
    if (!dismissable) throw new Error('The seed gives the supervisor a notification they can dismiss');
    const dismiss = () =>
      fetch(`${server.url}/api/Common/UserNotifications/${dismissable.id}/Acknowledge`, {
        method: 'POST',
        headers: authHeaders(desk.session.user.authToken),
      });
    expect((await dismiss()).status).toBe(204);
    await until(() => tablet.changes > 0);
    expect((await dismiss()).status).toBe(204);
    // A change after the repeated dismissal is heard after anything that one sent.
    await fetch(`${server.url}/__test/notifications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: tablet.session.user.id, title: 'Later', text: 'One more.' }),
    });
    await until(() => tablet.changes > 1);
    expect(tablet.changes).toBe(2);
  });

  it.each([
    [
      'FavoritesChanged when favorites are saved',
      FAVORITES_CHANGED_MESSAGE,
      'PUT',
      'Common/Favorites',
      { favorites: [113] },
      'viewer',
    ],
    [
      'PreferencesChanged when a preference is saved',
      PREFERENCES_CHANGED_MESSAGE,
      'PATCH',
      'Common/UserPreferences',
      { title: 'Theme', type: 'Dropdown', value: 'dark' },
      'viewer',
    ],
    [
      'NotificationSettingsChanged when a notification setting is saved',
      NOTIFICATION_SETTINGS_CHANGED_MESSAGE,
      'PATCH',
      'Common/UserNotification',
      { category: 'Forms', title: 'Form completed', checked: true },
      // The viewer is a Workday user, who has no notification settings (S2 §6).
      'admin',
    ],
  ])(
    "tells a user's connections, on every device and no one else's, %s",
    async (_case, message, method, path, body, otherUser) => {
      const tablet = await countChangesAs('supervisor', message);
      const desk = await countChangesAs('supervisor', message);
      const viewer = await countChangesAs(otherUser, message);
      expect((await sendAs(desk.session.user.authToken, method, path, body)).ok).toBe(true);
      // Then the viewer's own: once the viewer has heard it, the supervisor's message came first.
      expect((await sendAs(viewer.session.user.authToken, method, path, body)).ok).toBe(true);
      await until(() => viewer.changes > 0 && tablet.changes > 0 && desk.changes > 0);
      expect([tablet.changes, desk.changes, viewer.changes]).toEqual([1, 1, 1]);
    },
  );

  it('tells nothing for a preference the server refused', async () => {
    const tablet = await countChangesAs('supervisor', PREFERENCES_CHANGED_MESSAGE);
    const refused = { title: 'Theme', type: 'Dropdown', value: 'purple' };
    expect(
      (await sendAs(tablet.session.user.authToken, 'PATCH', 'Common/UserPreferences', refused)).status,
    ).toBe(400);
    const taken = { title: 'Font Size', type: 'Number', value: '18' };
    expect(
      (await sendAs(tablet.session.user.authToken, 'PATCH', 'Common/UserPreferences', taken)).status,
    ).toBe(204);
    await until(() => tablet.changes > 0);
    expect(tablet.changes).toBe(1);
  });

  it('offers no methods to invoke', async () => {
    const connection = connect((await signIn('viewer')).user.authToken);
    await connection.start();
    await expect(connection.invoke('ReleaseVersion', { version: '9.9.9' })).rejects.toThrow(
      /Unknown hub method 'ReleaseVersion'/,
    );
  });
});
