import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/contracts/session';
import { signInAs } from '../../src/core/cache/signed-in.testkit';
import { pendingRecords } from '../../src/core/outbox/outbox.testkit';
import { deadLettersOf } from '../../src/core/outbox/outbox-store';
import { replay } from '../../src/core/outbox/replay';
import { registerBatchSender } from '../../src/core/outbox/senders';
// Loaded with this file, not in the first test (usage-replay.test.ts says why).
import '../../src/core/telemetry/error-reporting';
import { usageDeliveryFor } from '../../src/core/realtime/usage-sender';
import {
  adminUsage,
  queueUsage as queueUsageRecords,
  signInAdmin,
  startConnected,
  storedUsageLogs,
  usageHubFor,
  useUsageHubTestbed,
} from './support/usage-hub-server';

/**
 * `usageHubProtocol: 'record'` (S1 §7 as written, the company API's form): the real outbox replay
 * (Dexie on fake-indexeddb) through the app's usage hub client (real @microsoft/signalr), invoking
 * `SaveAppLog(record)` one bare record at a time, against the real reference server.
 */
describe("usage replay in the 'record' form: SaveAppLog(record), one record per call", () => {
  const testbed = useUsageHubTestbed('ops-record-');
  const signIn = () => signInAdmin(testbed().server.url);

  /** The app's wiring (start-usage-hub.ts) with app-config.json's `usageHubProtocol: 'record'`. */
  async function startUsageHub(session: Session): Promise<void> {
    const bed = testbed();
    const hub = usageHubFor(bed, session);
    bed.cleanups.push(registerBatchSender('usage', usageDeliveryFor('record', hub)));
    await startConnected(hub, session);
  }

  const queueUsage = async (...args: Parameters<typeof queueUsageRecords>) =>
    (await queueUsageRecords(...args)).records;
  const storedLogs = () => storedUsageLogs(testbed().server.url);
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
    await fetch(`${testbed().server.url}/__test/hub-faults`, {
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
