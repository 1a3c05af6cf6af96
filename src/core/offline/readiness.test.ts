import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../contracts/zod';
import { ApiError, OFFLINE_MESSAGE } from '../api/api-error';
import { readCached, writeCached } from '../cache/cache-store';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { NetworkStatus } from '../network/model/network-state';
import { type CachedRead, type OfflinePart, type ReadCall, registerOfflineParts } from './offline-parts';
import { makeAvailableOffline, onBackgroundSave, saveInBackground, USER_FILL_IN_FLIGHT } from './readiness';

const listSchema = z.array(z.string());
const OWNER = { userId: 1, accountId: 5 };

/** A read answering `value` (or failing with `failure`), recording how each call was made. */
function read(resource: string, value: string[], failure?: Error) {
  const calls: (ReadCall | undefined)[] = [];
  const cachedRead: CachedRead = {
    resource,
    schema: listSchema,
    fetch: async (call) => {
      calls.push(call);
      if (failure) throw failure;
      return value;
    },
  };
  return { cachedRead, calls };
}

/** Like the release notes: a list, then one read per item the saved list names. */
function listAndItems(items: Record<string, ReturnType<typeof read>>) {
  const list = read('list', Object.keys(items));
  const part: OfflinePart = {
    label: 'Things',
    order: 1,
    reads: async () => {
      const saved = await readCached('1:5:list', listSchema);
      return [list.cachedRead, ...(saved?.value ?? []).map((name) => items[name]?.cachedRead as CachedRead)];
    },
  };
  return { part, list };
}

const always = () => true;

/** Makes each read's answer wait a moment and records the most reads out at once. */
function countInFlight(reads: ReturnType<typeof read>[]): { most: number } {
  const seen = { most: 0 };
  let out = 0;
  for (const { cachedRead } of reads) {
    const answer = cachedRead.fetch;
    cachedRead.fetch = async (call) => {
      out += 1;
      seen.most = Math.max(seen.most, out);
      await new Promise((resolve) => setTimeout(resolve, 1));
      out -= 1;
      return answer(call);
    };
  }
  return seen;
}

beforeEach(() => {
  freshPortalDb();
  setNetwork(NetworkStatus.connected);
  signInAs(1, 5);
});
afterEach(() => signOutForTest());

describe('saveInBackground', () => {
  it('saves what the part lacks, the list first and then the reads it names, as background calls', async () => {
    const a = read('item:a', ['a1']);
    const b = read('item:b', ['b1', 'b2']);
    const { part, list } = listAndItems({ a, b });

    await expect(saveInBackground(part, { goOn: always })).resolves.toEqual({ saved: 3, failed: 0 });

    await expect(readCached('1:5:item:b', listSchema)).resolves.toMatchObject({ value: ['b1', 'b2'] });
    for (const calls of [list.calls, a.calls, b.calls]) expect(calls).toEqual([{ background: true }]);
  });

  it('tells its listeners after each read, so an open readiness view reads again', async () => {
    const { part } = listAndItems({ a: read('item:a', ['a1']), b: read('item:b', ['b1']) });
    const heard: string[] = [];
    const stop = onBackgroundSave(() => heard.push('read'));
    await saveInBackground(part, { goOn: always });
    stop();
    expect(heard).toEqual(['read', 'read', 'read']);
    const other: OfflinePart = {
      label: 'Other',
      order: 2,
      reads: async () => [read('item:x', ['x1']).cachedRead],
    };
    await expect(saveInBackground(other, { goOn: always })).resolves.toEqual({ saved: 1, failed: 0 });
    expect(heard).toHaveLength(3);
  });

  it('fetches nothing already saved', async () => {
    const a = read('item:a', ['a1']);
    const b = read('item:b', ['b1']);
    const { part, list } = listAndItems({ a, b });
    await writeCached(OWNER, 'list', ['a', 'b'], Date.now() - 60_000);
    await writeCached(OWNER, 'item:a', ['old'], Date.now() - 60_000);

    await expect(saveInBackground(part, { goOn: always })).resolves.toEqual({ saved: 1, failed: 0 });
    expect([list.calls.length, a.calls.length, b.calls.length]).toEqual([0, 0, 1]);
    await expect(readCached('1:5:item:a', listSchema)).resolves.toMatchObject({ value: ['old'] });
  });

  it('skips a read the server refuses and saves the rest', async () => {
    const a = read('item:a', [], new ApiError('http', 'Not found', 404));
    const b = read('item:b', ['b1']);
    const { part } = listAndItems({ a, b });

    await expect(saveInBackground(part, { goOn: always })).resolves.toEqual({ saved: 2, failed: 1 });
    await expect(readCached('1:5:item:b', listSchema)).resolves.toMatchObject({ value: ['b1'] });
  });

  it('stops at the first read that finds no network', async () => {
    const a = read('item:a', [], new ApiError('network', OFFLINE_MESSAGE));
    const b = read('item:b', ['b1']);
    const { part } = listAndItems({ a, b });

    await expect(saveInBackground(part, { goOn: always })).resolves.toEqual({ saved: 1, failed: 1 });
    expect(b.calls).toEqual([]);
  });

  it('stops at a read dropped while signing out (S1 §4), counting it as no failure', async () => {
    const a = read('item:a', [], new ApiError('dropped', 'Signing out.'));
    const b = read('item:b', ['b1']);
    const { part } = listAndItems({ a, b });

    await expect(saveInBackground(part, { goOn: always })).resolves.toEqual({ saved: 1, failed: 0 });
    expect(b.calls).toEqual([]);
  });

  it('stops, without failing, when the database goes under it (site data cleared while it runs)', async () => {
    const a = read('item:a', ['a1']);
    const { part, list } = listAndItems({ a });
    const answerList = list.cachedRead.fetch;
    list.cachedRead.fetch = async (call) => {
      portalDb().close();
      return answerList(call);
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    // Its list's answer cannot be stored, and what it lacks can no longer be read.
    await expect(saveInBackground(part, { goOn: always })).resolves.toEqual({ saved: 0, failed: 1 });
    expect(a.calls).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'Saving for offline use stopped',
      expect.objectContaining({ name: 'DatabaseClosedError' }),
    );
  });

  it('stops when told to (signed out, another account, offline), waiting before each read', async () => {
    const a = read('item:a', ['a1']);
    const { part, list } = listAndItems({ a });
    let reads = 0;
    const beforeRead = vi.fn(async () => {
      reads += 1;
    });

    await expect(saveInBackground(part, { goOn: () => reads < 2, beforeRead })).resolves.toEqual({
      saved: 1,
      failed: 0,
    });
    expect(list.calls).toHaveLength(1);
    expect(a.calls).toEqual([]);
    expect(beforeRead).toHaveBeenCalledTimes(2);
  });
});

describe('makeAvailableOffline', () => {
  it('takes out of the total what was saved meanwhile (by the background save): never "Saved 13 of 16."', async () => {
    // The core's own parts are left out: their reads would go to an API this test has not.
    const noReads: OfflinePart = { label: 'None', order: 0, reads: async () => [] };
    const first = read('first', ['f']);
    const later = [read('later:a', ['a']), read('later:b', ['b'])];
    const fetchFirst = first.cachedRead.fetch;
    // While the first part's read is out, the background save stores the later part's reads.
    first.cachedRead.fetch = async (call) => {
      for (const { cachedRead } of later)
        await writeCached(OWNER, cachedRead.resource, ['meanwhile'], Date.now());
      return fetchFirst(call);
    };
    const undo = registerOfflineParts({
      userContext: noReads,
      menu: noReads,
      first: { label: 'First', order: 90, reads: async () => [first.cachedRead] },
      later: { label: 'Later', order: 91, reads: async () => later.map(({ cachedRead }) => cachedRead) },
    });
    try {
      const progress: { done: number; total: number }[] = [];
      const result = await makeAvailableOffline(({ done, total }) => progress.push({ done, total }));
      expect(result).toEqual({ done: 1, total: 1, failed: 0 });
      expect(progress[0]).toEqual({ done: 0, total: 3 });
      // What the panel shows last: the later part, saved meanwhile, reports no read of its own.
      expect(progress.at(-1)).toEqual({ done: 1, total: 1 });
      expect(later.map(({ calls }) => calls.length)).toEqual([0, 0]);
    } finally {
      undo();
    }
  });

  it('counts no read dropped while signing out as failed: never "… could not be fetched"', async () => {
    const noReads: OfflinePart = { label: 'None', order: 0, reads: async () => [] };
    const saved = read('saved', ['s']);
    const dropped = [0, 1, 2, 3, 4].map((index) =>
      read(`dropped:${index}`, [], new ApiError('dropped', 'Signing out.')),
    );
    const undo = registerOfflineParts({
      userContext: noReads,
      menu: noReads,
      first: { label: 'First', order: 90, reads: async () => [saved.cachedRead] },
      later: { label: 'Later', order: 91, reads: async () => dropped.map(({ cachedRead }) => cachedRead) },
    });
    try {
      const result = await makeAvailableOffline(() => {});
      expect(result).toMatchObject({ done: 1, failed: 0 });
      // The part stops at the first dropped read: the reads already out are dropped too, no more start.
      expect(dropped.map(({ calls }) => calls.length).reduce((a, b) => a + b)).toBeLessThanOrEqual(
        USER_FILL_IN_FLIGHT,
      );
    } finally {
      undo();
    }
  });

  it('keeps several reads in flight, the user watching, and still saves each once', async () => {
    const noReads: OfflinePart = { label: 'None', order: 0, reads: async () => [] };
    const pages = Array.from({ length: 10 }, (_, index) => read(`page:${index}`, [`p${index}`]));
    const inFlight = countInFlight(pages);
    const undo = registerOfflineParts({
      userContext: noReads,
      menu: noReads,
      pages: { label: 'Pages', order: 90, reads: async () => pages.map(({ cachedRead }) => cachedRead) },
    });
    try {
      await expect(makeAvailableOffline(() => {})).resolves.toEqual({ done: 10, total: 10, failed: 0 });
      expect(inFlight.most).toBe(USER_FILL_IN_FLIGHT);
      expect(pages.map(({ calls }) => calls.length)).toEqual(pages.map(() => 1));
      await expect(readCached('1:5:page:9', listSchema)).resolves.toMatchObject({ value: ['p9'] });
    } finally {
      undo();
    }
  });
  it('asks once for a read the background save has out or has saved meanwhile: it takes that answer', async () => {
    const noReads: OfflinePart = { label: 'None', order: 0, reads: async () => [] };
    const pages = Array.from({ length: 6 }, (_, index) => read(`page:${index}`, [`p${index}`]));
    countInFlight(pages);
    const part: OfflinePart = {
      label: 'Pages',
      order: 90,
      reads: async () => pages.map(({ cachedRead }) => cachedRead),
    };
    const undo = registerOfflineParts({ userContext: noReads, menu: noReads, pages: part });
    try {
      const [user] = await Promise.all([
        makeAvailableOffline(() => {}),
        saveInBackground(part, { goOn: always }),
      ]);
      // What the background save stored before the user's save planned leaves the user's total.
      expect(user).toEqual({ done: user.total, total: user.total, failed: 0 });
      expect(pages.map(({ calls }) => calls.length)).toEqual(pages.map(() => 1));
    } finally {
      undo();
    }
  });
});

describe('saveInBackground, one read at a time', () => {
  it('never has two reads out at once', async () => {
    const items = Object.fromEntries(['a', 'b', 'c'].map((name) => [name, read(`item:${name}`, [name])]));
    const inFlight = countInFlight(Object.values(items));
    const { part } = listAndItems(items);
    await expect(saveInBackground(part, { goOn: always })).resolves.toEqual({ saved: 4, failed: 0 });
    expect(inFlight.most).toBe(1);
  });
});
