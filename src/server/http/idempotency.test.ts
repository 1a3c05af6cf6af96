import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import { Headers } from '../../contracts/headers';
import type { Session } from '../../contracts/session';
import { testPasswordCost } from '../auth/passwords';
import { openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import { seedDemoDataIfEmpty } from '../seed/seed';
import {
  authHeaders,
  getAs,
  signIn,
  signInEach,
  startTestServer,
  type TestServer,
  temporaryDataDir,
} from '../server.testkit';

/*
 * An Idempotency-Key stands for one request (walkthrough 9, suggestions): the same key sent with
 * another request of the same kind is refused (422), not answered as a replay that applies nothing.
 */

const REUSED = { message: 'This Idempotency-Key was used for a different request.' };

let server: TestServer;
let as: (username: string) => Session;
beforeAll(async () => {
  server = await startTestServer();
  as = await signInEach(server.app, ['admin', 'supervisor']);
});
afterAll(() => server.close());

const withKey = (username: string, key: string) => ({
  ...authHeaders(as(username)),
  [Headers.idempotencyKey]: key,
});

describe('the same Idempotency-Key on another request of the same kind', () => {
  const bell = async () =>
    api.globalNotifications.response.parse(
      (await getAs(server.app, as('supervisor'), 'Common/GlobalNotifications')).json(),
    );
  const acknowledge = (id: number, key: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/Common/UserNotifications/${id}/Acknowledge`,
      headers: withKey('supervisor', key),
    });

  it('is refused (422) for another notification, which stays open; the first one’s replay is still 204', async () => {
    const open = (await bell()).items.filter((item) => item.allowAcknowledge && !item.completedOn);
    const [first, second] = open;
    if (!first || !second) throw new Error('two open notifications expected in the seed');

    expect((await acknowledge(first.id, 'SAME')).statusCode).toBe(204);
    const reused = await acknowledge(second.id, 'SAME');
    expect([reused.statusCode, reused.json()]).toEqual([422, REUSED]);
    expect((await acknowledge(first.id, 'SAME')).statusCode).toBe(204);

    const after = (await bell()).items;
    expect(after.find((item) => item.id === first.id)?.completedOn).toBeTruthy();
    expect(after.find((item) => item.id === second.id)?.completedOn).toBeFalsy();
  });

  it('is refused (422) with another body; an exact repeat, its keys in any order, answers the first answer', async () => {
    const create = (payload: object) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/Help/Topics',
        payload,
        headers: withKey('admin', 'topic-draft'),
      });
    const topic = { id: 0, title: 'Night key drop', description: '<p>Use the box.</p>', permissionLevel: 2 };
    const first = await create(topic);
    expect(first.statusCode).toBe(200);

    const changed = await create({ ...topic, title: 'Night key drop (changed)' });
    expect([changed.statusCode, changed.json()]).toEqual([422, REUSED]);

    const reordered = {
      permissionLevel: 2,
      description: '<p>Use the box.</p>',
      title: 'Night key drop',
      id: 0,
    };
    const replayed = await create(reordered);
    expect([replayed.statusCode, replayed.json()]).toEqual([200, first.json()]);
    const titles = (await getAs(server.app, as('admin'), 'Help/Topics'))
      .json()
      .map((t: { title: string }) => t.title);
    expect(titles.filter((title: string) => title.startsWith('Night key drop'))).toEqual(['Night key drop']);
  });

  it('is a replay for a favorites record sent again with another list (each send merges onto what the server holds)', async () => {
    const put = (favorites: number[]) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/Common/Favorites',
        payload: { favorites },
        headers: withKey('admin', 'favorites-record-1'),
      });
    const first = await put([102, 101]);
    expect([first.statusCode, first.json()]).toEqual([200, { favorites: [102, 101] }]);
    const resent = await put([104, 102, 101]);
    expect([resent.statusCode, resent.json()]).toEqual([200, { favorites: [102, 101] }]);
  });

  it('is a different key for another user: keys are per user', async () => {
    const create = (username: string) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/Help/Topics',
        payload: { id: 0, title: `Topic of ${username}`, description: '<p>x</p>', permissionLevel: 2 },
        headers: withKey(username, 'shared-key'),
      });
    expect((await create('admin')).statusCode).toBe(200);
    expect((await create('supervisor')).statusCode).not.toBe(422);
  });
});

describe('keys kept before requests were recorded (a data folder from an older server)', () => {
  const KEY_HASH_MIGRATION = migrations.find((m) => m.name.startsWith('idempotency: what'))?.version;
  let older: TestServer | undefined;
  afterEach(() => older?.close());

  it('keep working after the upgrade: a key kept then stays a replay, whatever repeats it', async () => {
    // The data folder of the older server: every migration but the request hash, and a kept key.
    const dir = temporaryDataDir();
    const before = openDatabase(
      dir,
      migrations.filter((m) => m.version !== KEY_HASH_MIGRATION),
    );
    seedDemoDataIfEmpty(before, Date.now(), testPasswordCost);
    const adminId = before.prepare("SELECT id FROM users WHERE username = 'admin'").pluck().get();
    before
      .prepare(
        "INSERT INTO applied_requests (user_id, kind, idempotency_key, result_json, applied_at) VALUES (?, 'favorites', 'kept-before', ?, 0)",
      )
      .run(adminId, JSON.stringify({ favorites: [101] }));
    before.close();

    older = await startTestServer({ DATA_DIR: dir });
    const session = await signIn(older.app, 'admin');
    const put = (key: string) =>
      older?.app.inject({
        method: 'PUT',
        url: '/api/Common/Favorites',
        payload: { favorites: [102] },
        headers: { ...authHeaders(session), [Headers.idempotencyKey]: key },
      });
    const replay = await put('kept-before');
    expect([replay?.statusCode, replay?.json()]).toEqual([200, { favorites: [101] }]);
    // New keys are kept with their request.
    expect((await put('kept-after'))?.statusCode).toBe(200);
    const hashes = older.app.portal.db
      .prepare(
        "SELECT idempotency_key AS key, request_hash IS NOT NULL AS hashed FROM applied_requests WHERE kind = 'favorites' ORDER BY key",
      )
      .all();
    expect(hashes).toEqual([
      { key: 'kept-after', hashed: 1 },
      { key: 'kept-before', hashed: 0 },
    ]);
  });
});
