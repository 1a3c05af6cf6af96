import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/contracts/session';
import type { UsageLogRecord } from '../../src/contracts/usage';
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
// Loaded with this file, not in the first test (usage-replay.test.ts says why).
import '../../src/core/telemetry/error-reporting';
import { usageDeliveryFor } from '../../src/core/realtime/usage-sender';
import { loadServerConfig } from '../../src/server/config';
import { temporaryDataDir } from '../../src/server/server.testkit';
import { type StartedServer, startServer } from '../../src/server/start';
import type { StoredUsageLog } from '../../src/server/usage/usage-store';

/**
 * `usageHubProtocol: 'record'` (S1 §7 as written, the company API's form): the real outbox replay
 * (Dexie on fake-indexeddb) through the app's usage hub client (real @microsoft/signalr), invoking
 * `SaveAppLog(record)` one bare record at a time, against the real reference server.
 */
describe("usage replay in the 'record' form: SaveAppLog(record), one record per call", () => {
  let server: StartedServer;
  let dataDir: string;
  let hub: ManagedHub | undefined;
  const cleanups: Array<() => void> = [];

  beforeEach(async () => {
    dataDir = temporaryDataDir('ops-record-');
    server = await startServer({
      config: loadServerConfig({ DATA_DIR: dataDir, TEST_CONTROLS: '1' }),
      port: 0,
    });
    freshPortalDb();
    setNetwork(NetworkStatus.connected);
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

  /** The app's wiring (start-usage-hub.ts) with app-config.json's `usageHubProtocol: 'record'`. */
  async function startUsageHub(session: Session): Promise<void> {
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
    cleanups.push(registerBatchSender('usage', usageDeliveryFor('record', started)));
    started.start(session.user.id);
    await connected;
  }

  /** Usage record n of the admin as the app logs it (usage-replay.test.ts). */
  const adminUsage = (n: number): UsageLogRecord => ({
    ...usageRecord(n),
    contextAccountID: 1001,
    roleID: '1',
    roleName: 'Site Administrator',
    group: 'Apps',
    appName: 'Dashboard',
    appUrl: `/dashboard?visit=${n}`,
  });

  async function queueUsage(
    count: number,
    record: (n: number) => UsageLogRecord = adminUsage,
  ): Promise<UsageLogRecord[]> {
    const records = Array.from({ length: count }, (_, n) => record(n));
    await portalDb().outbox.bulkAdd(records.map((payload) => outboxRecordOf('usage', payload, 1)));
    return records;
  }

  const storedLogs = async () =>
    (await (await fetch(`${server.url}/__test/usage-logs`)).json()) as StoredUsageLog[];
  const storedUrls = async () => (await storedLogs()).map((log) => log.record.appUrl);

  it('sends the queued records as bare records: each stored once, in queue order', async () => {
    const session = await signIn();
    signInAs(session.user.id, 1001);
    await startUsageHub(session);
    const queued = await queueUsage(25);
    await replay();
    await expect(pendingRecords(session.user.id)).resolves.toEqual([]);
    const logs = await storedLogs();
    expect(logs.map((log) => log.record.appUrl)).toEqual(queued.map((record) => record.appUrl));
    // The server made every id: the bare form, not the envelope with the outbox's ids.
    expect(logs.every((log) => log.id.startsWith('server-'))).toBe(true);
  }, 30_000);

  it("a record refused as 'Invalid usage record:' leaves the queue (not retried); the records behind it go on", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = await signIn();
    signInAs(session.user.id, 1001);
    await startUsageHub(session);
    // Record 1 was made under role 4, which the admin does not hold.
    const queued = await queueUsage(3, (n) =>
      n === 1 ? { ...adminUsage(n), roleID: '4', roleName: 'Labor Planner' } : adminUsage(n),
    );
    await replay();
    await expect(pendingRecords(session.user.id)).resolves.toEqual([]);
    expect(await storedUrls()).toEqual([queued[0]?.appUrl, queued[2]?.appUrl]);
    // As in the batch form, a refused usage record is dropped with a warning (refusal-policy.ts).
    await expect(deadLettersOf(session.user.id)).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /was refused and dropped: Invalid usage record: roleID: role 4 is not one of your roles\./,
      ),
      expect.anything(),
    );
  }, 30_000);

  it('a server fault is retried when its backoff ends; nothing overtakes it, each record stored once, in order', async () => {
    const session = await signIn();
    signInAs(session.user.id, 1001);
    await startUsageHub(session);
    const queued = await queueUsage(5);
    // The second call fails before its work.
    await fetch(`${server.url}/__test/hub-faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ skip: 1, times: 1 }),
    });
    await replay();
    // No forced replay: the wake-up the failed record's backoff set (at most 1 s) sends the rest.
    await expect.poll(() => pendingRecords(session.user.id), { timeout: 20_000 }).toEqual([]);
    expect(await storedUrls()).toEqual(queued.map((record) => record.appUrl));
    await expect(deadLettersOf(session.user.id)).resolves.toEqual([]);
  }, 60_000);
});
