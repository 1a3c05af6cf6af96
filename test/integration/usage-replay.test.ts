import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/contracts/session';
import { MAX_USAGE_BATCH, type UsageLogRecord } from '../../src/contracts/usage';
import { setNetwork, signInAs, signOutForTest } from '../../src/core/cache/signed-in.testkit';
import { freshPortalDb } from '../../src/core/db/fresh-db.testkit';
import { portalDb } from '../../src/core/db/portal-db';
import { NetworkStatus } from '../../src/core/network/model/network-state';
import { outboxRecordOf, pendingRecords, usageRecord } from '../../src/core/outbox/outbox.testkit';
import { deadLettersOf } from '../../src/core/outbox/outbox-store';
import { replay } from '../../src/core/outbox/replay';
import { registerBatchSender } from '../../src/core/outbox/senders';
import { createManagedHub, type ManagedHub } from '../../src/core/realtime/managed-hub';
import { buildSignalRConnection } from '../../src/core/realtime/signalr-connection';
// Loaded with this file, not in the first test: the hub connection imports SignalR and the error
// reporter when it is first built, and loading the reporter's modules took seconds on a busy
// machine, counted against the first test's time (which then came near Vitest's 5 s bound).
import '../../src/core/telemetry/error-reporting';
import { usageDelivery } from '../../src/core/realtime/usage-sender';
import { loadServerConfig } from '../../src/server/config';
import { temporaryDataDir } from '../../src/server/server.testkit';
import { type StartedServer, startServer } from '../../src/server/start';
import type { StoredUsageLog } from '../../src/server/usage/usage-store';

/**
 * The real outbox replay (Dexie on fake-indexeddb) through the app's usage hub client (real
 * @microsoft/signalr) to the real reference server: batches of records, and a connection cut
 * mid-replay after the server stored a batch whose answer never came back.
 */
describe('usage replay between the outbox and the server', () => {
  let server: StartedServer;
  let dataDir: string;
  let hub: ManagedHub | undefined;
  const cleanups: Array<() => void> = [];

  beforeEach(async () => {
    dataDir = temporaryDataDir('ops-replay-');
    server = await startServer({
      config: loadServerConfig({ DATA_DIR: dataDir, TEST_CONTROLS: '1' }),
      port: 0,
    });
    freshPortalDb();
    setNetwork(NetworkStatus.connected);
    // SignalR reports the cut connection (console, and an error report that finds no app
    // configuration here): expected.
    for (const level of ['warn', 'error', 'debug'] as const)
      vi.spyOn(console, level).mockImplementation(() => {});
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    await hub?.stop();
    hub = undefined;
    signOutForTest();
    setNetwork(NetworkStatus.connected);
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  async function signIn(): Promise<Session> {
    const response = await fetch(`${server.url}/api/Auth/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo' }),
    });
    return (await response.json()) as Session;
  }

  /** The app's wiring (start-usage-hub.ts): batches over the hub, a forced replay on each connection. */
  // Bounds, not waits: fake-indexeddb and a real server share two cores with the other tests.
  async function startUsageHub(session: Session): Promise<{ connections: () => number }> {
    let connections = 0;
    const started = createManagedHub({
      connect: () =>
        buildSignalRConnection({
          name: 'Usage hub',
          url: `${server.url}/hubs/appUsage`,
          accessToken: async () => session.user.authToken,
        }),
      warn: () => {},
    });
    hub = started;
    const connected = new Promise<void>((resolve) => started.onConnected(resolve));
    started.onConnected(() => {
      connections += 1;
      if (connections > 1) void replay({ force: true });
    });
    cleanups.push(registerBatchSender('usage', usageDelivery(started)));
    started.start(session.user.id);
    await connected;
    return { connections: () => connections };
  }

  /**
   * Usage record n of the admin (user 1) as the app logs it: the admin's account, role and menu app
   * (the server refuses a record claiming what its user does not hold).
   */
  const adminUsage = (n: number): UsageLogRecord => ({
    ...usageRecord(n),
    contextAccountID: 1001,
    roleID: '1',
    roleName: 'Site Administrator',
    group: 'Apps',
    appName: 'Dashboard',
    appUrl: `/dashboard?visit=${n}`,
  });

  /** `count` usage records of user 1 queued as the app stores them (one bulk write: enqueue is slow here). */
  async function queueUsage(
    count: number,
    record: (n: number) => UsageLogRecord = adminUsage,
  ): Promise<string[]> {
    const rows = Array.from({ length: count }, (_, n) => outboxRecordOf('usage', record(n), 1));
    await portalDb().outbox.bulkAdd(rows);
    return rows.map((row) => row.id);
  }

  const storedIds = async () =>
    ((await (await fetch(`${server.url}/__test/usage-logs`)).json()) as StoredUsageLog[]).map(
      (log) => log.id,
    );

  it('sends a queue of several batches: each record stored once, in queue order', async () => {
    const session = await signIn();
    signInAs(session.user.id, 1001);
    await startUsageHub(session);
    const queued = await queueUsage(MAX_USAGE_BATCH + 20);
    await replay();
    await expect(pendingRecords(session.user.id)).resolves.toEqual([]);
    expect(await storedIds()).toEqual(queued);
  }, 30_000);

  it('a record claiming a role its user no longer holds is dropped with a warning, never set aside for the user; the queue goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = await signIn();
    signInAs(session.user.id, 1001);
    await startUsageHub(session);
    // Record 1 was made under role 4, which the admin does not hold (any more).
    const queued = await queueUsage(3, (n) =>
      n === 1 ? { ...adminUsage(n), roleID: '4', roleName: 'Labor Planner' } : adminUsage(n),
    );
    await replay();
    await expect(pendingRecords(session.user.id)).resolves.toEqual([]);
    expect(await storedIds()).toEqual([queued[0], queued[2]]);
    await expect(deadLettersOf(session.user.id)).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(`usage record ${queued[1]} was refused and dropped: .*role 4 is not one of your roles\\.`),
      ),
      expect.anything(),
    );
  }, 30_000);

  it('a batch failing as a whole while the next is on its way: the next is refused behind it, every record once, in order', async () => {
    const session = await signIn();
    signInAs(session.user.id, 1001);
    await startUsageHub(session);
    const queued = await queueUsage(3 * MAX_USAGE_BATCH + 10);
    // The second call fails before its work; the third, sent before its answer, follows it.
    await fetch(`${server.url}/__test/hub-faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ skip: 1, times: 1 }),
    });
    await replay();
    // The device goes offline as the replay ends. Online, the replay would wake up when the failed
    // record's backoff ends (0.25 to 1 s) and send the rest between the two reads below, which
    // then see those records in neither place: read from the server before they were stored,
    // from the queue after they left it (under load, a helper's run and 2 in 5 of ours). Offline,
    // the wake-up leaves the queue as it is; it cannot come before this line (a timer runs only
    // after the replay's promise and this test's continuation have).
    setNetwork(NetworkStatus.disconnected);
    expect(await storedIds()).toEqual(queued.slice(0, MAX_USAGE_BATCH));
    const waiting = await pendingRecords(session.user.id);
    expect(waiting.map((record) => record.id)).toEqual(queued.slice(MAX_USAGE_BATCH));
    // Only the failed batch's first record is backed off; the records behind it are untouched.
    expect(waiting.filter((record) => record.attempts > 0).map((record) => record.id)).toEqual([
      queued[MAX_USAGE_BATCH],
    ]);
    // Back online: the app replays at once, backoff or not (start-outbox.ts).
    setNetwork(NetworkStatus.connected);
    await replay({ force: true });
    await expect(pendingRecords(session.user.id)).resolves.toEqual([]);
    expect(await storedIds()).toEqual(queued);
  }, 30_000);

  it('a batch failing as a whole: when its backoff ends, the replay wakes up and sends it and the one refused behind it, every record once, in order', async () => {
    const session = await signIn();
    signInAs(session.user.id, 1001);
    await startUsageHub(session);
    const queued = await queueUsage(MAX_USAGE_BATCH + 10);
    // The first call fails before its work; the second, sent before its answer, is refused behind it.
    await fetch(`${server.url}/__test/hub-faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ times: 1 }),
    });
    await replay();
    // No forced replay: the wake-up the failed record's backoff set (at most 1 s) sends them.
    await expect.poll(storedIds, { timeout: 20_000 }).toEqual(queued);
    await expect.poll(() => pendingRecords(session.user.id), { timeout: 20_000 }).toEqual([]);
    await expect(deadLettersOf(session.user.id)).resolves.toEqual([]);
  }, 60_000);

  it('a connection cut mid-replay after the server stored a batch: every record once, in order', async () => {
    const session = await signIn();
    signInAs(session.user.id, 1001);
    const { connections } = await startUsageHub(session);
    const queued = await queueUsage(2 * MAX_USAGE_BATCH + 30);
    // The first batch is answered; the second is stored, then the connection drops, unanswered.
    await fetch(`${server.url}/__test/hub-faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ skip: 1, afterSaving: true, dropConnection: true }),
    });
    await replay();
    // The unanswered batch waits in the queue (the server has it: the outbox cannot know).
    expect((await pendingRecords(session.user.id)).length).toBeGreaterThan(MAX_USAGE_BATCH);
    // The hub reconnects by itself and the replay it triggers resends from the unanswered batch on.
    await expect.poll(connections, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => pendingRecords(session.user.id), { timeout: 20_000 }).toEqual([]);
    expect(await storedIds()).toEqual(queued);
    await expect(deadLettersOf(session.user.id)).resolves.toEqual([]);
  }, 60_000);
});
