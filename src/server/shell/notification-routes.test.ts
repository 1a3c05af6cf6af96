import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import type { Session } from '../../contracts/session';
import { NOTIFICATION_PAGE_SIZE } from '../../contracts/shell';
import { authHeaders, getAs, signInEach, startTestServer, type TestServer } from '../server.testkit';

let server: TestServer;
let as: (username: string) => Session;
beforeAll(async () => {
  server = await startTestServer();
  as = await signInEach(server.app, ['admin', 'supervisor', 'viewer', 'merged']);
});
afterAll(() => server.close());

const list = async (username: string, body: object) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/Common/UserNotifications',
    payload: body,
    headers: authHeaders(as(username)),
  });
  return {
    status: response.statusCode,
    items: response.statusCode === 200 ? api.userNotifications.response.parse(response.json()) : [],
  };
};
const acknowledge = (username: string, id: number | string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/Common/UserNotifications/${id}/Acknowledge`,
    headers: authHeaders(as(username)),
  });
const bell = async (username: string) =>
  api.globalNotifications.response.parse(
    (await getAs(server.app, as(username), 'Common/GlobalNotifications')).json(),
  );

describe('POST Common/UserNotifications', () => {
  it('pages the newest first; a short page is the end of the list', async () => {
    const pages = [];
    for (let skip = 0; ; skip += NOTIFICATION_PAGE_SIZE) {
      const { items } = await list('merged', { skip, take: NOTIFICATION_PAGE_SIZE });
      pages.push(items);
      if (items.length < NOTIFICATION_PAGE_SIZE) break;
    }
    expect(pages.map((page) => page.length)).toEqual([25, 25, 25, 25, 20]);
    const titles = pages.flat().map((item) => item.title);
    expect(titles[0]).toBe('Shift swap request 1');
    expect(titles.at(-1)).toBe('Shift swap request 120');
    expect(new Set(titles).size).toBe(120);
  });

  it('searches title, text and category, taking % and _ literally', async () => {
    expect(
      (await list('supervisor', { skip: 0, take: 25, search: 'audit' })).items.map((i) => i.title),
    ).toEqual(['Audit form submitted']);
    expect(
      (await list('supervisor', { skip: 0, take: 25, search: 'plan status' })).items.map((i) => i.title),
    ).toEqual(['Labor plan approved']);
    expect((await list('supervisor', { skip: 0, take: 25, search: '%' })).items).toEqual([]);
    expect((await list('supervisor', { skip: 0, take: 25, search: '   ' })).items).toHaveLength(4);
    // Accents alone fold to '': a search that finds nothing, not no search.
    expect((await list('supervisor', { skip: 0, take: 25, search: '\u0301' })).items).toEqual([]);
  });

  it('folds case and accents as the app’s filters do: ZÜRICH, zurich and Zürich all find Zürich', async () => {
    // Walkthrough 22, F3: SQLite's LIKE folded ASCII letters only, so the first two found nothing.
    for (const search of ['Zürich', 'ZÜRICH', 'zurich', 'ZURICH', 'zürich hub DATA'])
      expect((await list('admin', { skip: 0, take: 25, search })).items.map((i) => i.title)).toEqual([
        'Migration finished',
      ]);
    expect((await list('admin', { skip: 0, take: 25, search: 'zurych' })).items).toEqual([]);
  });

  it('pages the folded matches: skip and take count matching notifications only', async () => {
    // 'RÉQUEST 1' (accent, capitals) matches 32 of the merged user's 120 requests, spread among
    // the others: 1, 10–19 and 100–120, newest first. Filtered after LIMIT/OFFSET, the first page
    // would hold the matches among the newest 25 only; with LIKE, the accent would find none.
    const search = 'RÉQUEST 1';
    const titles = (numbers: number[]) => numbers.map((n) => `Shift swap request ${n}`);
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const first = await list('merged', { skip: 0, take: 25, search });
    const second = await list('merged', { skip: 25, take: 25, search });
    expect(first.items.map((i) => i.title)).toEqual(titles([1, ...range(10, 19), ...range(100, 113)]));
    expect(second.items.map((i) => i.title)).toEqual(titles(range(114, 120)));
  });

  it('lists only the user’s own notifications', async () => {
    expect((await list('viewer', { skip: 0, take: 25 })).items.map((i) => i.title)).toEqual([
      'Labor plan approved',
    ]);
  });

  it('answers 400 for a page it cannot serve', async () => {
    expect((await list('viewer', { skip: -1, take: 25 })).status).toBe(400);
    expect((await list('viewer', { skip: 0, take: 0 })).status).toBe(400);
    expect((await list('viewer', { skip: 0, take: 1000 })).status).toBe(400);
  });
});

describe('POST Common/UserNotifications/{id}/Acknowledge', () => {
  it('dismisses a notification once: completedOn is set and the bell counts one fewer', async () => {
    const before = await bell('supervisor');
    const overtime = before.items.find((item) => item.title === 'Overtime threshold reached');
    if (!overtime) throw new Error('seeded notification missing');
    expect(overtime.completedOn).toBeNull();

    expect((await acknowledge('supervisor', overtime.id)).statusCode).toBe(204);
    expect((await acknowledge('supervisor', overtime.id)).statusCode).toBe(204);

    const after = await bell('supervisor');
    expect(after.count).toBe(before.count - 1);
    const dismissed = after.items.find((item) => item.id === overtime.id);
    expect(dismissed?.completedOn).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("applies an outbox record's Idempotency-Key once, however often it is replayed", async () => {
    const open = (await bell('admin')).items.find((item) => item.allowAcknowledge && !item.completedOn);
    if (!open) throw new Error('seeded notification missing');
    const replay = () =>
      server.app.inject({
        method: 'POST',
        url: `/api/Common/UserNotifications/${open.id}/Acknowledge`,
        headers: { ...authHeaders(as('admin')), 'Idempotency-Key': 'dismissal-1' },
      });
    expect((await replay()).statusCode).toBe(204);
    expect((await replay()).statusCode).toBe(204);
    const applied = server.app.portal.db
      .prepare<[], { kind: string }>(
        "SELECT kind FROM applied_requests WHERE idempotency_key = 'dismissal-1'",
      )
      .all();
    expect(applied).toEqual([{ kind: 'notificationDismissal' }]);
  });

  it('refuses one that cannot be dismissed (400), and another user’s or an unknown one (404)', async () => {
    const plan = (await bell('viewer')).items[0];
    if (!plan) throw new Error('seeded notification missing');
    expect((await acknowledge('viewer', plan.id)).statusCode).toBe(400);
    const adminsOwn = (await bell('admin')).items[0];
    if (!adminsOwn) throw new Error('seeded notification missing');
    expect((await acknowledge('viewer', adminsOwn.id)).statusCode).toBe(404);
    expect((await acknowledge('viewer', 'nope')).statusCode).toBe(404);
  });

  it('takes an id in its one spelling only: 0x…, … .0 and 0… name no notification (404), and it stays open', async () => {
    const open = (await bell('supervisor')).items.find((item) => item.allowAcknowledge && !item.completedOn);
    if (!open) throw new Error('seeded notification missing');
    for (const spelling of [`0x${open.id.toString(16)}`, `${open.id}.0`, `0${open.id}`, `${open.id}e0`]) {
      const response = await acknowledge('supervisor', spelling);
      expect([spelling, response.statusCode]).toEqual([spelling, 404]);
    }
    expect((await bell('supervisor')).items.find((item) => item.id === open.id)?.completedOn).toBeNull();
  });
});
