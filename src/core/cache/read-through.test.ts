import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from '../../contracts/endpoint';
import { z } from '../../contracts/zod';
import { ApiError, OFFLINE_MESSAGE } from '../api/api-error';
import { appApi } from '../api/app-api';
import { serveApi, setUpTestApi } from '../api/app-api.testkit';
import { signOut } from '../auth/sign-out';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { PortalDb, portalDb } from '../db/portal-db';
import { registerNavigator } from '../navigation';
import { NetworkStatus } from '../network/model/network-state';
import { readCached, updateCachedRows, writeCached } from './cache-store';
import { cacheKey, DEVICE_CACHE_OWNER } from './model/cache-key';
import { forgetReadWaits, readThrough, readThroughFrom, refreshCached } from './read-through';
import { setNetwork, signInAs, signOutForTest } from './signed-in.testkit';

const notesSchema = z.object({ notes: z.array(z.string()) });
type Notes = z.infer<typeof notesSchema>;
const notes = (...items: string[]): Notes => ({ notes: items });
const answering = (value: Notes) => vi.fn(async () => value);
const LONG_AGO = Date.UTC(2020, 0, 1);

beforeEach(() => {
  freshPortalDb();
  setNetwork(NetworkStatus.connected);
});
afterEach(() => {
  signOutForTest();
  forgetReadWaits();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('readThrough', () => {
  it('fetches and stores when nothing is cached', async () => {
    signInAs(1, 5);
    const fetcher = answering(notes('a'));
    await expect(readThrough('notes', fetcher, notesSchema)).resolves.toEqual(notes('a'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await expect(readCached('1:5:notes', notesSchema)).resolves.toMatchObject({ value: notes('a') });
  });

  it('answers with the cached value at once, then stores the network value (SWR)', async () => {
    signInAs(1, 5);
    await writeCached({ userId: 1, accountId: 5 }, 'notes', notes('old'), LONG_AGO);
    let answer: (value: Notes) => void = () => {};
    const fetcher = vi.fn(() => new Promise<Notes>((resolve) => (answer = resolve)));
    const refreshed = new Promise<Notes>((onRefresh) => {
      void readThrough('notes', fetcher, notesSchema, { onRefresh }).then((first) =>
        expect(first).toEqual(notes('old')),
      );
    });
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    answer(notes('new'));
    await expect(refreshed).resolves.toEqual(notes('new'));
    await expect(readCached('1:5:notes', notesSchema)).resolves.toMatchObject({ value: notes('new') });
  });

  it('does not fetch again a value fetched moments ago', async () => {
    signInAs(1, 5);
    await writeCached({ userId: 1, accountId: 5 }, 'notes', notes('just now'), Date.now());
    const fetcher = answering(notes('again'));
    await expect(readThrough('notes', fetcher, notesSchema)).resolves.toEqual(notes('just now'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('answers offline from the cache without touching the network', async () => {
    signInAs(1, 5);
    await writeCached({ userId: 1, accountId: 5 }, 'notes', notes('kept'), LONG_AGO);
    setNetwork(NetworkStatus.disconnected);
    const fetcher = answering(notes('never'));
    await expect(readThrough('notes', fetcher, notesSchema)).resolves.toEqual(notes('kept'));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('throws the network message offline when nothing is cached', async () => {
    signInAs(1, 5);
    setNetwork(NetworkStatus.disconnected);
    const fetcher = answering(notes('never'));
    const failure = readThrough('notes', fetcher, notesSchema);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ kind: 'network', message: OFFLINE_MESSAGE });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('never shows one user the rows of another on the same account', async () => {
    signInAs(1, 5);
    await readThrough('notes', answering(notes("user 1's")), notesSchema);
    signInAs(2, 5);
    setNetwork(NetworkStatus.disconnected);
    await expect(readThrough('notes', answering(notes('x')), notesSchema)).rejects.toMatchObject({
      kind: 'network',
    });
    setNetwork(NetworkStatus.connected);
    await expect(readThrough('notes', answering(notes("user 2's")), notesSchema)).resolves.toEqual(
      notes("user 2's"),
    );
    expect(await portalDb().cache.orderBy('key').primaryKeys()).toEqual(['1:5:notes', '2:5:notes']);
  });

  it('keeps account-scoped reads apart per account and user-scoped ones shared', async () => {
    signInAs(1, 5);
    await readThrough('notes', answering(notes('five')), notesSchema);
    await readThrough('profile', answering(notes('me')), notesSchema, { scope: 'user' });
    signInAs(1, 6);
    setNetwork(NetworkStatus.disconnected);
    await expect(readThrough('notes', answering(notes('x')), notesSchema)).rejects.toMatchObject({
      kind: 'network',
    });
    await expect(
      readThrough('profile', answering(notes('x')), notesSchema, { scope: 'user' }),
    ).resolves.toEqual(notes('me'));
  });

  it('stores device-scoped (public) reads without a session and reads them back offline', async () => {
    await expect(
      readThrough('board', answering(notes('public')), notesSchema, { scope: 'device' }),
    ).resolves.toEqual(notes('public'));
    setNetwork(NetworkStatus.disconnected);
    await expect(
      readThrough('board', answering(notes('x')), notesSchema, { scope: 'device' }),
    ).resolves.toEqual(notes('public'));
  });

  it('ignores an unreadable row and fetches instead', async () => {
    signInAs(1, 5);
    await portalDb().cache.put({
      key: '1:5:notes',
      userId: 1,
      accountId: 5,
      resource: 'notes',
      value: { notes: 'not a list' },
      fetchedAt: LONG_AGO,
    });
    await portalDb().cache.put({ key: '1:5:broken' } as never);
    await expect(readThrough('notes', answering(notes('fresh')), notesSchema)).resolves.toEqual(
      notes('fresh'),
    );
    await expect(readThrough('broken', answering(notes('b')), notesSchema)).resolves.toEqual(notes('b'));
  });

  it('rejects a network answer that does not match the schema, storing nothing', async () => {
    signInAs(1, 5);
    const wrong = vi.fn(async () => ({ notes: 3 }) as unknown as Notes);
    await expect(readThrough('notes', wrong, notesSchema)).rejects.toMatchObject({ kind: 'contract' });
    await expect(readCached('1:5:notes', notesSchema)).resolves.toBeUndefined();
  });

  it("keeps the cached value when a captive portal's page answers the refresh (walkthrough 22, F1)", async () => {
    setUpTestApi();
    signInAs(1, 5);
    await writeCached({ userId: 1, accountId: 5 }, 'notes', notes('kept'), LONG_AGO);
    serveApi({
      'GET Notes': () =>
        new Response('<html>Hotel WiFi: please accept the terms</html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
    });
    const read = endpoint({ method: 'GET', path: 'Notes', body: undefined, response: notesSchema });
    const failed = new Promise<unknown>((onRefreshFailure) => {
      void readThrough('notes', () => appApi().call(read), notesSchema, { onRefreshFailure }).then((first) =>
        expect(first).toEqual(notes('kept')),
      );
    });
    // No answer of the API: a lost connection, not an unreadable answer, and nothing stored.
    await expect(failed).resolves.toMatchObject({ kind: 'network', message: OFFLINE_MESSAGE });
    await expect(readCached('1:5:notes', notesSchema)).resolves.toMatchObject({ value: notes('kept') });
  });

  it('shares one network call among readers asking at the same time', async () => {
    signInAs(1, 5);
    const fetcher = answering(notes('once'));
    const answers = await Promise.all([
      readThrough('notes', fetcher, notesSchema),
      readThrough('notes', fetcher, notesSchema),
    ]);
    expect(answers).toEqual([notes('once'), notes('once')]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("asks the server for a reader that needs its answer, not another reader's look at a fresh copy", async () => {
    signInAs(1, 5);
    const owner = { userId: 1, accountId: 5 };
    await writeCached(owner, 'notes', notes('moments ago'), Date.now());
    const fetcher = answering(notes('from the server'));
    const [cachedAnswer, serverAnswer] = await Promise.all([
      refreshCached(owner, 'notes', fetcher, notesSchema),
      refreshCached(owner, 'notes', fetcher, notesSchema, { freshForMs: 0 }),
    ]);
    expect(cachedAnswer).toEqual(notes('moments ago'));
    expect(serverAnswer).toEqual(notes('from the server'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('lets a reader that accepts a fresh copy join a fetch already out', async () => {
    signInAs(1, 5);
    const owner = { userId: 1, accountId: 5 };
    await writeCached(owner, 'notes', notes('moments ago'), Date.now());
    const fetcher = answering(notes('from the server'));
    const forced = refreshCached(owner, 'notes', fetcher, notesSchema, { force: true });
    const joining = refreshCached(owner, 'notes', fetcher, notesSchema);
    await expect(Promise.all([forced, joining])).resolves.toEqual([
      notes('from the server'),
      notes('from the server'),
    ]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('a forced read (after a server write) waits for a read already out and asks again, so the older answer is not the one kept', async () => {
    signInAs(1, 5);
    const owner = { userId: 1, accountId: 5 };
    let answerOlder: (value: Notes) => void = () => {};
    const fetcher = vi
      .fn<() => Promise<Notes>>()
      .mockImplementationOnce(() => new Promise<Notes>((resolve) => (answerOlder = resolve)))
      .mockResolvedValueOnce(notes('a', 'added'));
    const older = refreshCached(owner, 'notes', fetcher, notesSchema, { force: true });
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    // The server takes a new note; two screens ask for the list after it, before the older read is in.
    const afterWrite = [
      refreshCached(owner, 'notes', fetcher, notesSchema, { force: true }),
      refreshCached(owner, 'notes', fetcher, notesSchema, { force: true }),
    ];
    expect(fetcher).toHaveBeenCalledTimes(1);
    answerOlder(notes('a'));
    await expect(older).resolves.toEqual(notes('a'));
    await expect(Promise.all(afterWrite)).resolves.toEqual([notes('a', 'added'), notes('a', 'added')]);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await expect(readCached('1:5:notes', notesSchema)).resolves.toMatchObject({ value: notes('a', 'added') });
  });

  it('forced reads asked in one go (the readers one write refreshed) share one read (walkthrough 31, O8)', async () => {
    signInAs(1, 5);
    const owner = { userId: 1, accountId: 5 };
    const fetcher = answering(notes('a', 'added'));
    const together = [
      refreshCached(owner, 'notes', fetcher, notesSchema, { force: true }),
      refreshCached(owner, 'notes', fetcher, notesSchema, { force: true }),
      refreshCached(owner, 'notes', fetcher, notesSchema, { force: true }),
    ];
    await expect(Promise.all(together)).resolves.toEqual([
      notes('a', 'added'),
      notes('a', 'added'),
      notes('a', 'added'),
    ]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    // A later write's forced read is a read of its own.
    await refreshCached(owner, 'notes', fetcher, notesSchema, { force: true });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('a forced read with no read out asks at once even when the copy is fresh', async () => {
    signInAs(1, 5);
    const owner = { userId: 1, accountId: 5 };
    await writeCached(owner, 'notes', notes('moments ago'), Date.now());
    const fetcher = answering(notes('moments ago', 'added'));
    await expect(refreshCached(owner, 'notes', fetcher, notesSchema, { force: true })).resolves.toEqual(
      notes('moments ago', 'added'),
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('a forced read still asks again when the read already out fails', async () => {
    signInAs(1, 5);
    const owner = { userId: 1, accountId: 5 };
    let failOlder: (error: Error) => void = () => {};
    const fetcher = vi
      .fn<() => Promise<Notes>>()
      .mockImplementationOnce(() => new Promise<Notes>((_, reject) => (failOlder = reject)))
      .mockResolvedValueOnce(notes('added'));
    const older = refreshCached(owner, 'notes', fetcher, notesSchema, { force: true });
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    const afterWrite = refreshCached(owner, 'notes', fetcher, notesSchema, { force: true });
    failOlder(new ApiError('network', OFFLINE_MESSAGE));
    await expect(older).rejects.toBeInstanceOf(ApiError);
    await expect(afterWrite).resolves.toEqual(notes('added'));
  });

  it('does not store an answer that lands after its user signed out', async () => {
    signInAs(1, 5);
    let answer: (value: Notes) => void = () => {};
    const pending = refreshCached(
      { userId: 1, accountId: 5 },
      'notes',
      () => new Promise<Notes>((resolve) => (answer = resolve)),
      notesSchema,
      { force: true },
    );
    signOutForTest();
    answer(notes('late'));
    await pending;
    await expect(portalDb().cache.count()).resolves.toBe(0);
  });

  it('keeps a local write made while a refresh was on its way, instead of the older answer', async () => {
    signInAs(1, 5);
    const owner = { userId: 1, accountId: 5 };
    await writeCached(owner, 'notes', notes('a'), LONG_AGO);
    let answer: (value: Notes) => void = () => {};
    const fetcher = vi.fn(() => new Promise<Notes>((resolve) => (answer = resolve)));
    const refreshed = refreshCached(owner, 'notes', fetcher, notesSchema, { force: true });
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    // A save confirmed by the server, written into the cached row while the read was away.
    await updateCachedRows(1, 'notes', notesSchema, ({ notes: items }) => notes(...items, 'saved'));
    answer(notes('a'));
    await expect(refreshed).resolves.toEqual(notes('a', 'saved'));
    await expect(readCached('1:5:notes', notesSchema)).resolves.toEqual({
      value: notes('a', 'saved'),
      fetchedAt: LONG_AGO,
    });
    // Not counted as fresh: the next read asks the server again.
    const next = answering(notes('a', 'saved', 'b'));
    await expect(refreshCached(owner, 'notes', next, notesSchema)).resolves.toEqual(notes('a', 'saved', 'b'));
  });

  it('asks again when a local write came while the first read was away and there was no row to keep it', async () => {
    // A fresh sign-in (the rows went with the sign-out), the outbox then replaying a favorites
    // change: the server confirms it while the menu's first read is on its way.
    signInAs(1, 5);
    const owner = { userId: 1, accountId: 5 };
    let answer: (value: Notes) => void = () => {};
    const fetcher = vi
      .fn<() => Promise<Notes>>()
      .mockImplementationOnce(() => new Promise<Notes>((resolve) => (answer = resolve)))
      .mockResolvedValueOnce(notes('a', 'saved'));
    const refreshed = refreshCached(owner, 'notes', fetcher, notesSchema, { force: true });
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    await updateCachedRows(1, 'notes', notesSchema, ({ notes: items }) => notes(...items, 'saved'));
    answer(notes('a')); // asked for before the save reached the server
    await expect(refreshed).resolves.toEqual(notes('a', 'saved'));
    expect(fetcher).toHaveBeenCalledTimes(2);
    await expect(readCached('1:5:notes', notesSchema)).resolves.toMatchObject({ value: notes('a', 'saved') });
  });
});

describe('readThroughFrom', () => {
  it("says whether the value was the device's copy or the network's", async () => {
    signInAs(1, 5);
    await expect(readThroughFrom('notes', answering(notes('a')), notesSchema)).resolves.toEqual({
      value: notes('a'),
      fromDevice: false,
    });
    await expect(readThroughFrom('notes', answering(notes('b')), notesSchema)).resolves.toEqual({
      value: notes('a'),
      fromDevice: true,
    });
  });

  it('asks the network at once when told the device holds nothing (a first visit), without looking there', async () => {
    signInAs(1, 5);
    await writeCached({ userId: 1, accountId: 5 }, 'notes', notes('kept'), Date.now());
    const fetcher = answering(notes('new'));
    await expect(readThrough('notes', fetcher, notesSchema, { nothingOnDevice: true })).resolves.toEqual(
      notes('new'),
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
    await expect(readCached('1:5:notes', notesSchema)).resolves.toMatchObject({ value: notes('new') });
  });
});

/**
 * Holds the cache store with a read-write transaction of another connection (as another tab's
 * write would), so a store waits until the returned release.
 */
async function holdCacheStore(): Promise<() => Promise<void>> {
  const other = new PortalDb(portalDb().name);
  let held = true;
  let began: () => void = () => {};
  const holding = new Promise<void>((resolve) => {
    began = resolve;
  });
  const done = other.transaction('rw', other.cache, async () => {
    began();
    while (held) await other.cache.get('held');
  });
  await holding;
  return async () => {
    held = false;
    await done;
    other.close();
  };
}

describe('a read answered before it is stored (answerBeforeStored: the first screen)', () => {
  it('answers as soon as the answer is checked; a reader meanwhile joins the call and waits for the store', async () => {
    signInAs(1, 5);
    const release = await holdCacheStore();
    const fetcher = answering(notes('a'));

    // Forced: the cache is not read first (a first visit reads it before the store is held).
    const owner = { userId: 1, accountId: 5 };
    await expect(
      refreshCached(owner, 'notes', fetcher, notesSchema, { force: true, answerBeforeStored: true }),
    ).resolves.toEqual(notes('a'));
    let joinedAnswer: Notes | undefined;
    const joined = refreshCached(owner, 'notes', fetcher, notesSchema).then((value) => {
      joinedAnswer = value;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(joinedAnswer).toBeUndefined();

    await release();
    await joined;
    expect(joinedAnswer).toEqual(notes('a'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await expect(readCached('1:5:notes', notesSchema)).resolves.toMatchObject({ value: notes('a') });
  });

  it('answers even when the store fails (logged); a read joining it, waiting for the store, fails with it', async () => {
    signInAs(1, 5);
    const refuse = () => {
      throw new Error('The device storage is full.');
    };
    portalDb().cache.hook('creating', refuse);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const owner = { userId: 1, accountId: 5 };
      const fetcher = answering(notes('a'));
      const early = refreshCached(owner, 'notes', fetcher, notesSchema, {
        force: true,
        answerBeforeStored: true,
      });
      const joined = refreshCached(owner, 'notes', fetcher, notesSchema);

      await expect(early).resolves.toEqual(notes('a'));
      await expect(joined).rejects.toThrow('The device storage is full.');
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(
        'The notes read could not be stored on this device',
        expect.any(Error),
      );
    } finally {
      portalDb().cache.hook('creating').unsubscribe(refuse);
      warn.mockRestore();
    }
  });
});

describe('a read answered 429 with Retry-After', () => {
  const owner = { userId: 1, accountId: 5 };
  const tooMany = () => new ApiError('http', 'Too many requests.', 429, 30_000);

  it('is not sent again before the wait is over, even when forced, then is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    signInAs(1, 5);
    const answeredAt = Date.now();
    const fetcher = vi.fn<() => Promise<Notes>>().mockRejectedValueOnce(tooMany());
    fetcher.mockResolvedValue(notes('at last'));
    await expect(refreshCached(owner, 'notes', fetcher, notesSchema, { force: true })).rejects.toMatchObject({
      status: 429,
    });
    vi.advanceTimersByTime(10_000);
    // The panel reopened (a forced read, as Try again is): the server's answer again, with the wait left.
    await expect(refreshCached(owner, 'notes', fetcher, notesSchema, { force: true })).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests.',
      retryAt: answeredAt + 30_000,
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    await expect(refreshCached(owner, 'notes', fetcher, notesSchema, { force: true })).resolves.toEqual(
      notes('at last'),
    );
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('waits per read: another resource is still asked', async () => {
    signInAs(1, 5);
    await expect(
      refreshCached(owner, 'notes', () => Promise.reject(tooMany()), notesSchema, { force: true }),
    ).rejects.toMatchObject({ status: 429 });
    const other = answering(notes('other'));
    await expect(refreshCached(owner, 'other', other, notesSchema, { force: true })).resolves.toEqual(
      notes('other'),
    );
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('without Retry-After, is asked again at once', async () => {
    signInAs(1, 5);
    const fetcher = vi.fn<() => Promise<Notes>>().mockRejectedValueOnce(new ApiError('http', 'Busy', 429));
    fetcher.mockResolvedValue(notes('now'));
    await expect(refreshCached(owner, 'notes', fetcher, notesSchema, { force: true })).rejects.toBeDefined();
    await expect(refreshCached(owner, 'notes', fetcher, notesSchema, { force: true })).resolves.toEqual(
      notes('now'),
    );
  });
});

describe('cache on sign-out', () => {
  it("clears the signed-out user's rows and keeps every other user's", async () => {
    setUpTestApi();
    registerNavigator(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    for (const [userId, accountId] of [
      [1, 5],
      [1, 6],
      [2, 5],
    ] as const)
      await writeCached({ userId, accountId }, 'notes', notes(`${userId}/${accountId}`), LONG_AGO);
    await writeCached(DEVICE_CACHE_OWNER, 'board', notes('public'), LONG_AGO);
    signInAs(1, 5);
    await signOut();
    expect(await portalDb().cache.toCollection().primaryKeys()).toEqual([
      cacheKey(DEVICE_CACHE_OWNER, 'board'),
      cacheKey({ userId: 2, accountId: 5 }, 'notes'),
    ]);
  });
});
