import { beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The live reads' path before the Dexie chunk is in (db.ts, `watchPortalQuery`): the chunk
 * (portal-db.ts) is stood in for by a module that arrives when a test loads it, and each test has
 * db.ts afresh (its state is the page's: one load, one door).
 */

type Query = () => Promise<unknown>;
const chunk = vi.hoisted(() => ({
  /** Opens the door of the db.ts the test has (set afresh before each test). */
  open: () => {},
  /** Dexie's `liveQuery` as the tests need it: it reads once as it is subscribed. */
  liveQuery: (query: Query) => ({
    subscribe: (observer: { next: (value: unknown) => void; error: (error: unknown) => void }) => {
      query().then(observer.next, observer.error);
      return { unsubscribe: () => {} };
    },
  }),
}));

// The chunk arrives when db.ts loads it (`loadPortalDb`), which only the tests do here.
vi.mock('./portal-db', () => ({ portalDb: () => chunk.open() }));

let db: typeof import('./db');
beforeEach(async () => {
  vi.resetModules();
  db = await import('./db');
  const fresh = db;
  chunk.open = () => fresh.openPortalDbDoor({ db: {} as never, liveQuery: chunk.liveQuery as never });
});

/** What the observer heard, in order. */
function watch(query: Query) {
  const heard: string[] = [];
  db.watchPortalQuery(query, {
    next: (value) => heard.push(`value ${String(value)}`),
    error: (error) => heard.push(`error ${String(error)}`),
  });
  return heard;
}

const letDexieIn = () => db.loadPortalDb();

describe('a live read before the Dexie chunk is in', () => {
  it('answers from a plain read, then follows the live query, which reads again as it starts', async () => {
    let stored = 'cached';
    const heard = watch(async () => stored);
    await vi.waitFor(() => expect(heard).toEqual(['value cached']));

    // Written in between (another tab, or a write that waited for the chunk): not missed.
    stored = 'changed';
    await letDexieIn();
    await vi.waitFor(() => expect(heard).toEqual(['value cached', 'value changed']));
  });

  it('does not report a plain read failing while the chunk is not in: the live query answers once it is', async () => {
    let reads = 0;
    const heard = watch(async () => {
      reads += 1;
      if (reads === 1) throw new Error('the chunk did not load');
      return 'stored';
    });
    await vi.waitFor(() => expect(reads).toBe(1));

    await letDexieIn();
    await vi.waitFor(() => expect(heard).toEqual(['value stored']));
  });

  it('drops a plain answer arriving after the live one (it may be older)', async () => {
    let answerPlainRead: (value: string) => void = () => {};
    let reads = 0;
    const heard = watch(() => {
      reads += 1;
      if (reads === 1) return new Promise<string>((resolve) => (answerPlainRead = resolve));
      return Promise.resolve('live');
    });
    await letDexieIn();
    await vi.waitFor(() => expect(heard).toEqual(['value live']));

    answerPlainRead('older');
    await Promise.resolve();
    expect(heard).toEqual(['value live']);
  });

  it('reports a failure once the chunk is in: it is the read’s own', async () => {
    await letDexieIn();
    const heard = watch(async () => {
      throw new Error('aborted');
    });
    await vi.waitFor(() => expect(heard).toEqual(['error Error: aborted']));
  });
});
