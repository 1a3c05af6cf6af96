import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { newOutboxRow } from '../outbox/model/outbox-row.testkit';
import { outboxRecordOf } from '../outbox/outbox.testkit';
import { PORTAL_DB_SCHEMA_VERSION } from './db';
import { PortalDb } from './portal-db';
import { cacheRowSchema, metaRowSchema, outboxRowSchema, readableRow, readableRows } from './rows';
import { schemaVersions } from './schema-versions';

let databases = 0;
const opened: Dexie[] = [];
const newName = () => {
  databases += 1;
  return `ops-portal-upgrade-${databases}`;
};

/** The database as an older build left it: only the versions up to `upTo`. */
function openAsVersion(name: string, upTo: number): Dexie {
  const old = new Dexie(name);
  for (const step of schemaVersions.filter((s) => s.version <= upTo)) {
    const version = old.version(step.version).stores(step.stores);
    if (step.upgrade) version.upgrade(step.upgrade);
  }
  opened.push(old);
  return old;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

describe('schema versions', () => {
  it('only ever grow, one named step at a time', () => {
    expect(schemaVersions.map((s) => s.version)).toEqual(schemaVersions.map((_, index) => index + 1));
    for (const step of schemaVersions) expect(step.name.length).toBeGreaterThan(10);
  });

  it("are known to the first screen's reader up to the newest step (it reads no older database)", () => {
    expect(PORTAL_DB_SCHEMA_VERSION).toBe(schemaVersions.at(-1)?.version);
  });
});

describe('upgrade 2 (write outbox)', () => {
  it('keeps cached reads and meta written by version 1 and adds the outbox tables', async () => {
    const name = newName();
    const v1 = openAsVersion(name, 1);
    await v1.table('cache').bulkPut([
      { key: '1:5:menu', userId: 1, accountId: 5, resource: 'menu', value: { items: [] }, fetchedAt: 10 },
      { key: '2:-:accounts', userId: 2, accountId: null, resource: 'accounts', value: [], fetchedAt: 20 },
    ]);
    await v1.table('meta').put({ key: 'lastSync:1', value: 30 });
    v1.close();

    const current = new PortalDb(name);
    opened.push(current);
    await current.open();
    expect(current.verno).toBe(schemaVersions.length);
    expect(readableRows(cacheRowSchema, await current.cache.where('userId').equals(1).toArray())).toEqual([
      { key: '1:5:menu', userId: 1, accountId: 5, resource: 'menu', value: { items: [] }, fetchedAt: 10 },
    ]);
    expect(readableRow(metaRowSchema, await current.meta.get('lastSync:1'))).toEqual({
      key: 'lastSync:1',
      value: 30,
    });

    const seq = await current.outbox.add(newOutboxRow({ id: 'a1', kind: 'usage', userId: 1 }));
    expect(
      readableRows(outboxRowSchema, await current.outbox.where({ userId: 1, kind: 'usage' }).toArray()),
    ).toEqual([expect.objectContaining({ seq, id: 'a1' })]);
    await expect(current.deadLetters.where('userId').equals(1).count()).resolves.toBe(0);
  });

  it('refuses a second outbox record with the same client id', async () => {
    const current = new PortalDb(newName());
    opened.push(current);
    const record = {
      id: 'same',
      kind: 'usage',
      payload: {},
      userId: 1,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      createdAt: 0,
      sendingSince: null,
    };
    await current.outbox.add(record);
    await expect(current.outbox.add(record)).rejects.toThrow();
  });
});

describe('upgrade 3 (outbox lanes)', () => {
  const row = (id: string, userId: number, kind: string) => ({ ...outboxRecordOf(kind, {}, userId), id });

  it('reads the records queued under version 2 one lane at a time, in seq order, from any record on', async () => {
    const name = newName();
    const v2 = openAsVersion(name, 2);
    await v2
      .table('outbox')
      .bulkAdd([
        row('u1', 1, 'usage'),
        row('f1', 1, 'favorites'),
        row('x1', 2, 'usage'),
        row('u2', 1, 'usage'),
      ]);
    v2.close();

    const current = new PortalDb(name);
    opened.push(current);
    await current.outbox.add(row('u3', 1, 'usage'));
    const lane = (afterSeq: number) =>
      current.outbox
        .where('[userId+kind+seq]')
        .between([1, 'usage', afterSeq], [1, 'usage', Dexie.maxKey], false, true)
        .toArray();
    const whole = await lane(0);
    expect(whole.map((r) => r.id)).toEqual(['u1', 'u2', 'u3']);
    expect((await lane(whole[0]?.seq ?? 0)).map((r) => r.id)).toEqual(['u2', 'u3']);
  });
});

describe('rows read back', () => {
  it('leave out rows that do not match their schema instead of throwing', () => {
    const good = { key: 'k', userId: 1, accountId: null, resource: 'r', value: 1, fetchedAt: 0 };
    expect(readableRows(cacheRowSchema, [good, { key: 'k2' }, null, 'text'])).toEqual([good]);
    expect(readableRow(cacheRowSchema, { ...good, userId: 'one' })).toBeUndefined();
    expect(readableRow(cacheRowSchema, undefined)).toBeUndefined();
  });
});
