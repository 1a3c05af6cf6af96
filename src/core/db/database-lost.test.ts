import { afterEach, describe, expect, it, vi } from 'vitest';
import { newOutboxRow } from '../outbox/model/outbox-row.testkit';
import {
  type DatabaseEvent,
  INCARNATION_KEY,
  incarnationOutcome,
  watchForLostDatabase,
} from './database-lost';
import { deleteFromOutside, freshPortalDb } from './fresh-db.testkit';

let stop: () => void = () => {};
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('the database deleted under the open app (walkthrough 10, defect 2)', () => {
  it('tells a new database from the one read before', () => {
    expect(incarnationOutcome(undefined, 'a')).toBe('first');
    expect(incarnationOutcome('a', 'a')).toBe('intact');
    expect(incarnationOutcome('a', 'b')).toBe('lost');
  });

  it('notices the deletion, opens the new database and says it is a new one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = freshPortalDb();
    const events: DatabaseEvent[] = [];
    stop = watchForLostDatabase(db, (event) => events.push(event));
    await vi.waitFor(async () => expect(await db.meta.get(INCARNATION_KEY)).toBeDefined());
    await db.outbox.add(
      newOutboxRow({ id: 'r1', kind: 'favorites', payload: { favorites: [1] }, userId: 1 }),
    );

    await deleteFromOutside(db.name);

    await vi.waitFor(() => expect(events).toEqual(['closed', 'lost']));
    // Open again, and usable: the app's next queries find the new, empty database.
    expect(db.isOpen()).toBe(true);
    await expect(db.outbox.count()).resolves.toBe(0);
  });

  it('says nothing while the database stays the one it was', async () => {
    const db = freshPortalDb();
    const events: DatabaseEvent[] = [];
    stop = watchForLostDatabase(db, (event) => events.push(event));
    await vi.waitFor(async () => expect(await db.meta.get(INCARNATION_KEY)).toBeDefined());
    const marker = (await db.meta.get(INCARNATION_KEY))?.value;
    db.close({ disableAutoOpen: false });
    await db.open();
    await db.meta.get(INCARNATION_KEY);
    expect(events).toEqual([]);
    expect((await db.meta.get(INCARNATION_KEY))?.value).toBe(marker);
  });
});
