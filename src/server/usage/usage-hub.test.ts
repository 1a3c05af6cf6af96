// The usage hub inside the real server, driven by the real @microsoft/signalr client over sockets.
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../contracts/errors';
import type { Session } from '../../contracts/session';
import { PREVIOUS_BATCH_NOT_STORED, type UsageLogRecord } from '../../contracts/usage';
import { HUB_TOKEN_MISSING } from '../auth/hub-authentication';
import { type LiveHubServer, startLiveHubServer } from '../hub/live-hub.testkit';
import type { StartedServer } from '../start';
import { DEFAULT_HUB_FAULT } from '../test-controls/hub-faults';
import { saveImpersonatedUser } from '../users/user-store';
import type { StoredUsageLog } from './usage-store';

let live: LiveHubServer;
let server: StartedServer;
const signIn = (username: string) => live.signIn(username);
const connect = (token: string) => live.connect('/appUsage', token);

beforeAll(async () => {
  live = await startLiveHubServer({ TEST_CONTROLS: '1' });
  server = live.server;
});
afterEach(async () => {
  await live.stopClients();
  await fetch(`${server.url}/__test/reset`, { method: 'POST' });
});
afterAll(() => live.close());

async function connectAs(username: string): Promise<{ connection: HubConnection; session: Session }> {
  const session = await signIn(username);
  const connection = connect(session.user.authToken);
  await connection.start();
  return { connection, session };
}

/** A record that claims nothing beyond its user: no account, role, impersonation or menu app. */
const record = (userID: number, appUrl = '/dashboard'): UsageLogRecord => ({
  contextAccountID: null,
  roleID: '',
  roleName: '',
  group: null,
  appName: null,
  appUrl,
  userAgent: 'vitest',
  clientIP: '203.0.113.9',
  impersonatedUserID: null,
  userID,
  statusCode: 200,
  subRoute: null,
  itemID: null,
});

const storedLogs = async () =>
  (await (await fetch(`${server.url}/__test/usage-logs`)).json()) as StoredUsageLog[];

describe('usage hub', () => {
  it('refuses connections without a valid app token', async () => {
    await expect(connect('not-a-token').start()).rejects.toThrow(/401/);
    await expect(connect('').start()).rejects.toThrow(/401/);
  });

  it('says why negotiate refused a token, in the API’s error body, as every other 401', async () => {
    // Walkthrough 19, D4: the body was { error: 'Unauthorized' }, the one error without a message.
    const negotiate = async (headers: Record<string, string>) => {
      const response = await fetch(`${server.url}/hubs/appUsage/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers,
      });
      expect(response.status).toBe(401);
      return apiErrorBodySchema.parse(await response.json());
    };
    expect(await negotiate({ authorization: 'Bearer garbage' })).toEqual({
      message: 'The app token is not valid.',
    });
    expect(await negotiate({})).toEqual({ message: HUB_TOKEN_MISSING });
  });

  it('stores a record, with the client address from the socket', async () => {
    const { connection, session } = await connectAs('admin');
    const saved = await connection.invoke('SaveAppLog', { id: 'log-1', record: record(session.user.id) });
    expect(saved).toEqual({ id: 'log-1', stored: true });
    const [log, ...rest] = await storedLogs();
    expect(rest).toEqual([]);
    expect(log).toMatchObject({ id: 'log-1', userId: session.user.id, record: { appUrl: '/dashboard' } });
    expect(log?.record.clientIP).toMatch(/127\.0\.0\.1$/);
    expect(log?.receivedAt).toBeGreaterThan(0);
  });

  it('stores each id once: a repeat answers duplicate and adds nothing', async () => {
    const { connection, session } = await connectAs('admin');
    const envelope = { id: 'same-id', record: record(session.user.id) };
    await expect(connection.invoke('SaveAppLog', envelope)).resolves.toEqual({ id: 'same-id', stored: true });
    const again = { ...envelope, record: record(session.user.id, '/changed') };
    await expect(connection.invoke('SaveAppLog', again)).resolves.toEqual({
      id: 'same-id',
      stored: 'duplicate',
    });
    await expect(
      connection.invoke('SaveAppLog', { id: 'other-id', record: record(session.user.id, '/b') }),
    ).resolves.toMatchObject({ stored: true });
    expect((await storedLogs()).map((log) => [log.id, log.record.appUrl])).toEqual([
      ['same-id', '/dashboard'],
      ['other-id', '/b'],
    ]);
  });

  it.each<[string, (userID: number) => unknown[], RegExp]>([
    [
      'a record missing a field',
      (userID) => [{ id: 'x', record: { ...record(userID), appUrl: undefined } }],
      /appUrl/,
    ],
    ['no id', (userID) => [{ record: record(userID) }], /^Invalid usage record: id: /],
    ['an envelope whose record is missing', () => [{ id: 'x' }], /^Invalid usage record: record: /],
    ['a bare record missing a field', (userID) => [{ ...record(userID), appUrl: undefined }], /: appUrl: /],
    ['a bare record of another user', (userID) => [record(userID + 1)], /is not the signed-in user/],
    ['no argument', () => [], /expected one argument/],
    ['two arguments', (userID) => [{ id: 'x', record: record(userID) }, 1], /expected one argument/],
    ['another user', (userID) => [{ id: 'x', record: record(userID + 1) }], /is not the signed-in user/],
  ])('refuses %s with an Invalid usage record error', async (_case, args, message) => {
    const { connection, session } = await connectAs('admin');
    const invocation = connection.invoke('SaveAppLog', ...args(session.user.id));
    await expect(invocation).rejects.toThrow(/^Invalid usage record: /);
    await expect(connection.invoke('SaveAppLog', ...args(session.user.id))).rejects.toThrow(message);
    expect(await storedLogs()).toEqual([]);
  });

  it("takes S1 §7's bare record too: checked alike, stored under the server's id, each call stored", async () => {
    const { connection, session } = await connectAs('admin');
    const first = await connection.invoke('SaveAppLog', record(session.user.id, '/bare'));
    expect(first).toEqual({ id: expect.stringMatching(/^server-/), stored: true });
    // No idempotency key in this form: the same record sent again is a second log (at least once).
    const again = await connection.invoke('SaveAppLog', record(session.user.id, '/bare'));
    expect(again).toEqual({ id: expect.stringMatching(/^server-/), stored: true });
    expect(again.id).not.toBe(first.id);
    const logs = await storedLogs();
    expect(logs.map((log) => [log.id, log.record.appUrl])).toEqual([
      [first.id, '/bare'],
      [again.id, '/bare'],
    ]);
    expect(logs[0]?.record.clientIP).toMatch(/127\.0\.0\.1$/);
  });

  it('fails the next N invocations with a server error when the test controls say so', async () => {
    const { connection, session } = await connectAs('viewer');
    const fault = await fetch(`${server.url}/__test/hub-faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ times: 2 }),
    });
    expect(await fault.json()).toEqual({ pending: 2 });
    const send = () => connection.invoke('SaveAppLog', { id: 'retried', record: record(session.user.id) });
    await expect(send()).rejects.toThrow(DEFAULT_HUB_FAULT);
    await expect(send()).rejects.toThrow(DEFAULT_HUB_FAULT);
    await expect(send()).resolves.toEqual({ id: 'retried', stored: true });
    expect(await storedLogs()).toHaveLength(1);
  });

  it('can fail after storing (a lost answer): the repeat is a duplicate, stored once', async () => {
    const { connection, session } = await connectAs('viewer');
    await fetch(`${server.url}/__test/hub-faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ afterSaving: true, error: 'Answer lost' }),
    });
    const send = () => connection.invoke('SaveAppLog', { id: 'lost', record: record(session.user.id) });
    await expect(send()).rejects.toThrow('Answer lost');
    await expect(send()).resolves.toEqual({ id: 'lost', stored: 'duplicate' });
    expect((await storedLogs()).map((log) => log.id)).toEqual(['lost']);
  });

  describe("what a record claims in its user's name", () => {
    // The viewer holds account 1004, role 5 'Rates Analyst' and the Market Rates app; no impersonation.
    const asTheAppLogsIt = (userID: number): UsageLogRecord => ({
      ...record(userID, '/market-rates?view=weekly'),
      contextAccountID: 1004,
      roleID: '5',
      roleName: 'Rates Analyst',
      group: 'Apps',
      appName: 'Market Rates',
    });

    it('stores what the app logs: held account, role and menu app, or a page outside the menu', async () => {
      const { connection, session } = await connectAs('viewer');
      const id = session.user.id;
      const outsideTheMenu = { ...record(id, '/security'), appName: 'Security' };
      const answer = await connection.invoke('SaveAppLogs', [
        { id: 'menu-app', record: asTheAppLogsIt(id) },
        { id: 'typed-address', record: outsideTheMenu },
        { id: 'no-account', record: { ...asTheAppLogsIt(id), contextAccountID: null } },
      ]);
      expect(answer).toEqual([
        { id: 'menu-app', stored: true },
        { id: 'typed-address', stored: true },
        { id: 'no-account', stored: true },
      ]);
    });

    it.each<[string, number]>([
      ["another user's account", 1001],
      ['an unknown account', 999_999],
    ])(
      'stores a record naming %s without the account: the visit is kept, claimed for no account',
      async (_case, account) => {
        const { connection, session } = await connectAs('viewer');
        const envelope = {
          id: 'claimed',
          record: { ...asTheAppLogsIt(session.user.id), contextAccountID: account },
        };
        await expect(connection.invoke('SaveAppLog', envelope)).resolves.toEqual({
          id: 'claimed',
          stored: true,
        });
        const [stored] = await storedLogs();
        expect(stored?.record).toMatchObject({
          appName: 'Market Rates',
          roleID: '5',
          contextAccountID: null,
        });
      },
    );

    it.each<[string, Partial<UsageLogRecord>, string]>([
      [
        'a role not held',
        { roleID: '1', roleName: 'Site Administrator' },
        'record.roleID: role 1 is not one of your roles.',
      ],
      [
        'a held role among others',
        { roleID: '5,1', roleName: 'Rates Analyst,Site Administrator' },
        'role 1 is not',
      ],
      [
        'a role id not in canonical form',
        { roleID: '05' },
        'record.roleID: role 05 is not one of your roles.',
      ],
      [
        "another role's name",
        { roleName: 'Site Administrator' },
        "record.roleName: 'Site Administrator' is not the name of role 5 ('Rates Analyst').",
      ],
      [
        'an impersonation by a user who may not impersonate',
        { impersonatedUserID: '1' },
        'record.impersonatedUserID: you are not impersonating user 1.',
      ],
      [
        'an app outside the menu',
        { appName: 'Security', appUrl: '/security' },
        "record.appName: 'Security' (Apps) at /security is not an app of your menu.",
      ],
      [
        'a menu app at a path it does not open',
        { appUrl: '/security' },
        "record.appName: 'Market Rates' (Apps) at /security is not an app of your menu.",
      ],
      [
        'a page name that is not the page',
        { group: null, appName: 'Security', appUrl: '/market-rates' },
        "record.appName: 'Security' is not the page at /market-rates",
      ],
    ])('refuses %s as an invalid record, and stores nothing', async (_case, claim, message) => {
      const { connection, session } = await connectAs('viewer');
      const envelope = { id: 'claimed', record: { ...asTheAppLogsIt(session.user.id), ...claim } };
      const refusal = await connection.invoke('SaveAppLog', envelope).then(
        () => 'stored',
        (error: Error) => error.message,
      );
      expect(refusal).toMatch(/^Invalid usage record: record\./);
      expect(refusal).toContain(message);
      expect(await storedLogs()).toEqual([]);
    });

    it("refuses such a claim in S1 §7's bare record alike, naming the record's own field", async () => {
      const { connection, session } = await connectAs('viewer');
      const bare = { ...asTheAppLogsIt(session.user.id), roleID: '1', roleName: 'Site Administrator' };
      await expect(connection.invoke('SaveAppLog', bare)).rejects.toThrow(
        /^Invalid usage record: roleID: role 1 is not one of your roles\.$/,
      );
      expect(await storedLogs()).toEqual([]);
      // An account not held is left out, as in an envelope.
      const claimed = { ...asTheAppLogsIt(session.user.id), contextAccountID: 1001 };
      await expect(connection.invoke('SaveAppLog', claimed)).resolves.toMatchObject({ stored: true });
      expect((await storedLogs())[0]?.record).toMatchObject({ roleID: '5', contextAccountID: null });
    });

    it('refuses such a record in its entry of a batch and stores the others: the queue goes on', async () => {
      const { connection, session } = await connectAs('viewer');
      const id = session.user.id;
      const answer = await connection.invoke('SaveAppLogs', [
        { id: 'before', record: asTheAppLogsIt(id) },
        { id: 'lost-role', record: { ...asTheAppLogsIt(id), roleID: '1', roleName: 'Site Administrator' } },
        { id: 'after', record: asTheAppLogsIt(id) },
      ]);
      expect(answer).toEqual([
        { id: 'before', stored: true },
        {
          id: 'lost-role',
          error: 'Invalid usage record: record.roleID: role 1 is not one of your roles.',
        },
        { id: 'after', stored: true },
      ]);
      expect((await storedLogs()).map((log) => log.id)).toEqual(['before', 'after']);
    });

    it("takes the server's impersonation, and another user's id only from a user who may impersonate", async () => {
      const { connection, session } = await connectAs('admin');
      const id = session.user.id;
      const claiming = (impersonatedUserID: string) => ({
        ...record(id),
        contextAccountID: 1003,
        roleID: '1,2',
        roleName: 'Site Administrator,Security Grantor',
        impersonatedUserID,
      });
      await expect(connection.invoke('SaveAppLog', { id: 'as-2', record: claiming('2') })).resolves.toEqual({
        id: 'as-2',
        stored: true,
      });
      for (const claimed of ['999', '1', '2.0']) {
        await expect(
          connection.invoke('SaveAppLog', { id: `as-${claimed}`, record: claiming(claimed) }),
        ).rejects.toThrow(
          `Invalid usage record: record.impersonatedUserID: you are not impersonating user ${claimed}.`,
        );
      }
      expect((await storedLogs()).map((log) => log.id)).toEqual(['as-2']);
    });

    it('reads the user afresh on each call: an impersonation begun after connecting is the one held', async () => {
      const viewer = await connectAs('viewer');
      const id = viewer.session.user.id;
      const db = server.app.portal.db;
      saveImpersonatedUser(db, id, 2);
      const claimed = { ...asTheAppLogsIt(id), impersonatedUserID: '2' };
      await expect(viewer.connection.invoke('SaveAppLog', { id: 'held', record: claimed })).resolves.toEqual({
        id: 'held',
        stored: true,
      });
    });
  });

  describe('a connection of a sign-in that ended', () => {
    const logout = (session: Session) =>
      fetch(`${server.url}/api/Auth/Logout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      });

    it('is closed at sign-out, and stores nothing more; another sign-in of the user keeps its own', async () => {
      const signedOut = await connectAs('viewer');
      const other = await connectAs('viewer');
      const closed = new Promise<Error | undefined>((resolve) => signedOut.connection.onclose(resolve));
      expect((await logout(signedOut.session)).status).toBe(204);
      await closed;
      expect(signedOut.connection.state).toBe('Disconnected');
      await expect(
        signedOut.connection.invoke('SaveAppLog', { id: 'late', record: record(signedOut.session.user.id) }),
      ).rejects.toThrow();
      await expect(
        other.connection.invoke('SaveAppLog', { id: 'kept', record: record(other.session.user.id) }),
      ).resolves.toEqual({ id: 'kept', stored: true });
      expect((await storedLogs()).map((log) => log.id)).toEqual(['kept']);
      // Reconnecting with the signed-out token is refused, as a new connection is.
      await expect(connect(signedOut.session.user.authToken).start()).rejects.toThrow(/401/);
    });

    it('is refused and closed at its next invocation once the sign-in has expired', async () => {
      const { connection, session } = await connectAs('viewer');
      const closed = new Promise<void>((resolve) => connection.onclose(() => resolve()));
      // Past the refresh token's lifetime (12 hours by default): the sign-in no longer stands.
      await fetch(`${server.url}/__test/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ offsetMs: 13 * 60 * 60 * 1000 }),
      });
      await expect(
        connection.invoke('SaveAppLog', { id: 'expired', record: record(session.user.id) }),
      ).rejects.toThrow();
      await closed;
      expect(await storedLogs()).toEqual([]);
    });
  });

  const hubFault = (fault: Record<string, unknown>) =>
    fetch(`${server.url}/__test/hub-faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fault),
    });

  describe('SaveAppLogs (a batch)', () => {
    const envelopes = (userID: number, ids: string[]) =>
      ids.map((id) => ({ id, record: record(userID, `/app/${id}`) }));

    it('stores the records in the order sent and answers each', async () => {
      const { connection, session } = await connectAs('admin');
      const answer = await connection.invoke('SaveAppLogs', envelopes(session.user.id, ['a', 'b', 'c']));
      expect(answer).toEqual([
        { id: 'a', stored: true },
        { id: 'b', stored: true },
        { id: 'c', stored: true },
      ]);
      const logs = await storedLogs();
      expect(logs.map((log) => [log.id, log.record.appUrl])).toEqual([
        ['a', '/app/a'],
        ['b', '/app/b'],
        ['c', '/app/c'],
      ]);
      expect(logs.every((log) => /127\.0\.0\.1$/.test(log.record.clientIP ?? ''))).toBe(true);
    });

    it('answers repeats as duplicates, refuses a bad entry on its own and stores the rest', async () => {
      const { connection, session } = await connectAs('admin');
      await connection.invoke('SaveAppLogs', envelopes(session.user.id, ['a']));
      const [a, b] = envelopes(session.user.id, ['a', 'b']);
      const answer = await connection.invoke('SaveAppLogs', [
        a,
        { id: 'bad', record: { ...record(session.user.id), appUrl: 7 } },
        { id: 'other', record: record(session.user.id + 1) },
        b,
      ]);
      expect(answer).toEqual([
        { id: 'a', stored: 'duplicate' },
        { id: 'bad', error: expect.stringMatching(/^Invalid usage record: record\.appUrl: /) },
        { id: 'other', error: expect.stringMatching(/is not the signed-in user/) },
        { id: 'b', stored: true },
      ]);
      expect((await storedLogs()).map((log) => log.id)).toEqual(['a', 'b']);
    });

    it.each<[string, unknown[]]>([
      ['no array', [{ id: 'x' }]],
      ['a second argument other than { followsPrevious }', [[], []]],
      ['three arguments', [[], { followsPrevious: true }, 1]],
      ['more than 500 records', [Array.from({ length: 501 }, (_, n) => ({ id: String(n) }))]],
    ])('refuses %s as a whole', async (_case, args) => {
      const { connection } = await connectAs('admin');
      await expect(connection.invoke('SaveAppLogs', ...args)).rejects.toThrow(/^Invalid usage record: /);
      expect(await storedLogs()).toEqual([]);
    });

    it('stores nothing of a batch failing before its work', async () => {
      const { connection, session } = await connectAs('viewer');
      await hubFault({ times: 1 });
      const batch = envelopes(session.user.id, ['a', 'b']);
      await expect(connection.invoke('SaveAppLogs', batch)).rejects.toThrow(DEFAULT_HUB_FAULT);
      expect(await storedLogs()).toEqual([]);
      await expect(connection.invoke('SaveAppLogs', batch)).resolves.toHaveLength(2);
      expect((await storedLogs()).map((log) => log.id)).toEqual(['a', 'b']);
    });

    it('refuses a call that follows one failed as a whole, until a call starts afresh: nothing overtakes', async () => {
      const { connection, session } = await connectAs('viewer');
      await hubFault({ times: 1 });
      const [first, second] = [
        ['a', 'b'],
        ['c', 'd'],
      ].map((ids) => envelopes(session.user.id, ids));
      // Two calls in flight, as the outbox sends them: the first fails, the second follows it.
      const sent = [
        connection.invoke('SaveAppLogs', first),
        connection.invoke('SaveAppLogs', second, { followsPrevious: true }),
      ];
      await expect(sent[0]).rejects.toThrow(DEFAULT_HUB_FAULT);
      await expect(sent[1]).rejects.toThrow(PREVIOUS_BATCH_NOT_STORED);
      expect(await storedLogs()).toEqual([]);
      // Still refused while following; the client starts again with the failed batch, not following.
      await expect(connection.invoke('SaveAppLogs', second, { followsPrevious: true })).rejects.toThrow(
        PREVIOUS_BATCH_NOT_STORED,
      );
      await expect(connection.invoke('SaveAppLogs', first)).resolves.toHaveLength(2);
      await expect(connection.invoke('SaveAppLogs', second, { followsPrevious: true })).resolves.toHaveLength(
        2,
      );
      expect((await storedLogs()).map((log) => log.id)).toEqual(['a', 'b', 'c', 'd']);
    });

    it('a connection cut after storing mid-replay: resent on a new connection, each record kept once, in order', async () => {
      const { connection, session } = await connectAs('viewer');
      await hubFault({ skip: 1, afterSaving: true, dropConnection: true });
      const closed = new Promise<void>((resolve) => connection.onclose(() => resolve()));
      const [first, second, third] = [
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'f'],
      ].map((ids) => envelopes(session.user.id, ids));
      // Three batches in flight at once: the second is stored, then the connection is cut.
      const sent = [first, second, third].map((batch) => connection.invoke('SaveAppLogs', batch));
      await expect(sent[0]).resolves.toHaveLength(2);
      await expect(sent[1]).rejects.toThrow();
      await expect(sent[2]).rejects.toThrow();
      await closed;
      // What the outbox does: everything not answered goes again, on the next connection.
      const again = connect(session.user.authToken);
      await again.start();
      await expect(again.invoke('SaveAppLogs', second)).resolves.toEqual([
        { id: 'c', stored: 'duplicate' },
        { id: 'd', stored: 'duplicate' },
      ]);
      // The third batch had reached the server before the cut, or not: stored once either way.
      await expect(again.invoke('SaveAppLogs', third)).resolves.toHaveLength(2);
      expect((await storedLogs()).map((log) => log.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    });
  });
});
