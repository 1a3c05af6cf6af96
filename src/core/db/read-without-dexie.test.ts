import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newOutboxRow } from '../outbox/model/outbox-row.testkit';
import { PortalDb } from './portal-db';
import { readWithoutDexie } from './read-without-dexie';
import { cacheRowSchema, readableRow } from './rows';
import { schemaVersions } from './schema-versions';

let databases = 0;
const opened: Dexie[] = [];
const newName = () => {
  databases += 1;
  return `ops-portal-raw-${databases}`;
};
const track = <D extends Dexie>(db: D): D => {
  opened.push(db);
  return db;
};

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const row = {
  key: '1:5:menu',
  userId: 1,
  accountId: 5,
  resource: 'menu',
  value: { items: [{ id: 3, title: 'Yard' }], favorites: [3] },
  fetchedAt: 10,
};

const readMenuRow = (name: string) => readWithoutDexie(name, 'cache', (store) => store.get(row.key));

describe('reading IndexedDB without Dexie (the first screen, before the Dexie chunk is in)', () => {
  it('reads a row as Dexie wrote it, which the row schema parses', async () => {
    const name = newName();
    const db = track(new PortalDb(name));
    await db.cache.put(row);

    const read = await readMenuRow(name);

    expect(readableRow(cacheRowSchema, read)).toEqual(row);
  });

  it('reads no database older than the version asked for: its rows may await an upgrade', async () => {
    const name = newName();
    const older = track(new Dexie(name));
    older.version(1).stores({ cache: 'key, userId' });
    await older.table('cache').put(row);
    older.close();

    await expect(readWithoutDexie(name, 'cache', (store) => store.get(row.key), 30)).resolves.toBeUndefined();
    expect(readableRow(cacheRowSchema, await readMenuRow(name))).toEqual(row);
  });

  it('answers nothing for a key that has no row', async () => {
    const name = newName();
    await track(new PortalDb(name)).open();

    await expect(
      readWithoutDexie(name, 'cache', (store) => store.get('2:-:accounts')),
    ).resolves.toBeUndefined();
  });

  it('counts over an index (the queue at start)', async () => {
    const name = newName();
    const db = track(new PortalDb(name));
    await db.outbox.bulkAdd([
      newOutboxRow({ id: 'a', userId: 1 }),
      newOutboxRow({ id: 'b', userId: 1 }),
      newOutboxRow({ id: 'c', userId: 2 }),
    ]);

    const count = await readWithoutDexie(name, 'outbox', (store) =>
      store.index('userId').count(IDBKeyRange.only(1)),
    );

    expect(count).toBe(2);
  });

  it("reads a user's records of a kind over the compound index, in Dexie's order", async () => {
    const name = newName();
    const db = track(new PortalDb(name));
    await db.outbox.bulkAdd([
      newOutboxRow({ id: 'a', userId: 1, kind: 'favorites' }),
      newOutboxRow({ id: 'b', userId: 1, kind: 'usage' }),
      newOutboxRow({ id: 'c', userId: 2, kind: 'favorites' }),
      newOutboxRow({ id: 'd', userId: 1, kind: 'favorites' }),
    ]);

    const rows = await readWithoutDexie(name, 'outbox', (store) =>
      store.index('[userId+kind]').getAll(IDBKeyRange.only([1, 'favorites'])),
    );

    expect(rows).toEqual(await db.outbox.where({ userId: 1, kind: 'favorites' }).toArray());
    expect(rows?.map((row) => row.id)).toEqual(['a', 'd']);
  });

  it('creates no database where there is none yet, and Dexie then opens at its own version', async () => {
    const name = newName();

    await expect(readMenuRow(name)).resolves.toBeUndefined();

    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(name);
    const db = track(new PortalDb(name));
    await db.open();
    expect(db.verno).toBe(schemaVersions.length);
    await db.cache.put(row);
    expect(await db.cache.get(row.key)).toEqual(row);
  });

  it('answers nothing where the store is missing (a database an older build left)', async () => {
    const name = newName();
    const old = new Dexie(name);
    old.version(1).stores(schemaVersions[0]?.stores ?? {});
    await old.open();
    old.close();

    await expect(
      readWithoutDexie(name, 'outbox', (store) => store.index('userId').count(IDBKeyRange.only(1))),
    ).resolves.toBeUndefined();
  });

  it('never holds up Dexie: its connection is closed, so the upgrade to the current schema runs', async () => {
    const name = newName();
    const old = new Dexie(name);
    old.version(1).stores(schemaVersions[0]?.stores ?? {});
    await old.table('cache').put(row);
    old.close();

    const [read] = await Promise.all([readMenuRow(name), track(new PortalDb(name)).open()]);

    expect(read).toEqual(row);
    const db = opened.at(-1) as PortalDb;
    expect(db.verno).toBe(schemaVersions.length);
    await expect(db.outbox.count()).resolves.toBe(0);
  });

  it('answers nothing where the browser refuses IndexedDB: reading it throws, or its open fails', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      },
    });
    await expect(readMenuRow(newName())).resolves.toBeUndefined();

    vi.stubGlobal('indexedDB', {
      open: () => {
        const request = { onerror: null as ((event: Event) => void) | null } as IDBOpenDBRequest;
        setTimeout(() => request.onerror?.(new Event('error', { cancelable: true })));
        return request;
      },
    });
    await expect(readMenuRow(newName())).resolves.toBeUndefined();

    const policy = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB');
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      await expect(readMenuRow(newName())).resolves.toBeUndefined();
    } finally {
      if (policy) Object.defineProperty(globalThis, 'indexedDB', policy);
    }
  });
});
