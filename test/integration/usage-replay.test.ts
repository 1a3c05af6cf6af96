import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/contracts/session';
import { MAX_USAGE_BATCH } from '../../src/contracts/usage';
import { setNetwork, signInAs } from '../../src/core/cache/signed-in.testkit';
import { NetworkStatus } from '../../src/core/network/model/network-state';
import { pendingRecords } from '../../src/core/outbox/outbox.testkit';
import { deadLettersOf } from '../../src/core/outbox/outbox-store';
import { replay } from '../../src/core/outbox/replay';
import { registerBatchSender } from '../../src/core/outbox/senders';
// Loaded with this file, not in the first test: the hub connection imports SignalR and the error
// reporter when it is first built, and loading the reporter's modules took seconds on a busy
// machine, counted against the first test's time (which then came near Vitest's 5 s bound).
import '../../src/core/telemetry/error-reporting';
import { usageDelivery } from '../../src/core/realtime/usage-sender';
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
 * The real outbox replay (Dexie on fake-indexeddb) through the app's usage hub client (real
 * @microsoft/signalr) to the real reference server: batches of records, and a connection cut
 * mid-replay after the server stored a batch whose answer never came back.
 */
describe('usage replay between the outbox and the server', () => {
  const testbed = useUsageHubTestbed('ops-replay-');
  const signIn = () => signInAdmin(testbed().server.url);

  /** The app's wiring (start-usage-hub.ts): batches over the hub, a forced replay on each connection. */
  // Bounds, not waits: fake-indexeddb and a real server share two cores with the other tests.
  async function startUsageHub(session: Session): Promise<{ connections: () => number }> {
    const bed = testbed();
    let connections = 0;
    const hub = usageHubFor(bed, session);
    hub.onConnected(() => {
      connections += 1;
      if (connections > 1) void replay({ force: true });
    });
    bed.cleanups.push(registerBatchSender('usage', usageDelivery(hub)));
    await startConnected(hub, session);
    return { connections: () => connections };
  }

  const queueUsage = async (...args: Parameters<typeof queueUsageRecords>) =>
    (await queueUsageRecords(...args)).ids;
  const storedIds = async () => (await storedUsageLogs(testbed().server.url)).map((log) => log.id);

  it('sends a queue of several batches: each record stored once, in queue order', async () => {
    const session = await signIn();
    signInAs(session.user.id, 1001);
    await startUsageHub(session);
    const queued = await queueUsage(MAX_USAGE_BATCH + 20);
    await replay();
    await expect(pendingRecords(session.user.id)).resolves.toEqual([]);
    expect(await storedIds()).toEqual(queued);
  }, 30_000);

  it('records too many bytes for one hub message go in several calls; one too large by itself is dropped with a warning, never sent again and again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = await signIn();
    signInAs(session.user.id, 1001);
    const hub = await startUsageHub(session);
    // About 2.6 KB each: 500 of them would pass the hub's 1 MiB message, which closes the connection.
    const filtered = (n: number, length: number) => ({
      ...adminUsage(n),
      appUrl: `/dashboard?visit=${n}&filter=${'x'.repeat(length)}`,
    });
    const queued = await queueUsage(450, (n) => filtered(n, n === 7 ? 40_000 : 2_500));
    await replay();
    await expect(pendingRecords(session.user.id)).resolves.toEqual([]);
    expect(await storedIds()).toEqual(queued.filter((_, n) => n !== 7));
    // The app's own bookkeeping, not the user's change: dropped with the reason (refusal-policy.ts).
    expect(warn).toHaveBeenCalledWith(
      `Outbox: usage record ${queued[7]} was refused and dropped: Too large to send: 40 KB, the most is 31 KB.`,
      expect.anything(),
    );
    await expect(deadLettersOf(session.user.id)).resolves.toEqual([]);
    expect(hub.connections()).toBe(1);
    warn.mockRestore();
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
    await fetch(`${testbed().server.url}/__test/hub-faults`, {
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
    await fetch(`${testbed().server.url}/__test/hub-faults`, {
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
    await fetch(`${testbed().server.url}/__test/hub-faults`, {
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
