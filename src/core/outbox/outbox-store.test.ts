import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { portalDb } from '../db/db';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { outboxRecordOf, usageRecord } from './outbox.testkit';
import { queueSummary } from './outbox-store';

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
