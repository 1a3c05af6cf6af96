import { beforeEach, describe, expect, it } from 'vitest';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { outboxRecordOf, usageRecord } from './outbox.testkit';
import { queueSummary } from './outbox-store';
import { passConnection, removeSent } from './replay-store';

beforeEach(() => {
  freshPortalDb();
});

const queue = (kind: string, lastError: string | null, userId = 1) =>
  portalDb().outbox.add({
    ...outboxRecordOf(kind, kind === 'usage' ? usageRecord(1) : { favorites: [1] }, userId),
    lastError,
  });

describe('queueSummary', () => {
  it('counts the user’s waiting records and says nothing failed while none did', async () => {
    await queue('usage', null);
    await queue('favorites', null);
    await queue('usage', null, 2);
    expect(await queueSummary(1)).toEqual({ pending: 2, lastError: null });
  });

  it('names the failure holding a lane, the oldest lane first', async () => {
    await queue('usage', null);
    await queue('favorites', '500: Favorites store unavailable');
    await queue('usage', '503: ignored, not the first of its lane');
    expect(await queueSummary(1)).toEqual({ pending: 3, lastError: '500: Favorites store unavailable' });
  });

  it("says until when the server's Retry-After holds the queue, only when it holds every lane", async () => {
    const held = (kind: string, notBefore?: number) =>
      portalDb().outbox.add({
        ...outboxRecordOf(kind, kind === 'usage' ? usageRecord(1) : { favorites: [1] }, 1),
        lastError: '503: Down for maintenance',
        ...(notBefore !== undefined && { notBefore }),
      });
    await held('favorites', 9_000);
    await held('usage', 7_000);
    expect(await queueSummary(1)).toMatchObject({ pending: 2, heldUntil: 7_000 });
    await portalDb().outbox.clear();
    await held('favorites', 9_000);
    await held('usage');
    expect((await queueSummary(1)).heldUntil).toBeUndefined();
  });

  it('reads the first record of each lane, not the whole queue', async () => {
    for (let n = 0; n < 50; n += 1) await queue('usage', null);
    let rowsRead = 0;
    const countRead = (row: unknown) => {
      rowsRead += 1;
      return row;
    };
    portalDb().outbox.hook('reading', countRead);
    await queueSummary(1);
    portalDb().outbox.hook('reading').unsubscribe(countRead);
    expect(rowsRead).toBeLessThanOrEqual(2);
  });
});

describe('removeSent', () => {
  const rows = async () => (await portalDb().outbox.toArray()).map((row) => [row.userId, row.seq]);
  const sentOf = async (seqs: number[]) =>
    (await portalDb().outbox.bulkGet(seqs)).filter((row) => row !== undefined);

  it('removes an unbroken run of the queue, and only it, and notes the sync', async () => {
    const seqs: number[] = [];
    for (let n = 0; n < 6; n += 1) seqs.push(Number(await queue('usage', null)));
    await removeSent(await passConnection(), await sentOf(seqs.slice(1, 4)), 1234);
    expect(await rows()).toEqual([
      [1, seqs[0]],
      [1, seqs[4]],
      [1, seqs[5]],
    ]);
    expect((await portalDb().meta.toArray()).map((row) => row.value)).toEqual([1234]);
  });

  it('keeps a record lying between the sent ones (another user’s, another kind’s)', async () => {
    const mine = Number(await queue('usage', null));
    const theirs = Number(await queue('usage', null, 2));
    const favorites = Number(await queue('favorites', null));
    const alsoMine = Number(await queue('usage', null));
    await removeSent(await passConnection(), await sentOf([mine, alsoMine]), 1);
    expect(await rows()).toEqual([
      [2, theirs],
      [1, favorites],
    ]);
  });
});
