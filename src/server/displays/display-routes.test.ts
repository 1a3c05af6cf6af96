import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import { HEARTBEAT_STALE_AFTER_MS, type Heartbeat, type SaveDisplay } from '../../contracts/displays';
import { editConflictMessage } from '../../contracts/edit-conflict';
import type { Session } from '../../contracts/session';
import { authHeaders, signInEach, startTestServer, type TestServer } from '../server.testkit';

let server: TestServer;
let as: (username: string) => Session;
beforeAll(async () => {
  server = await startTestServer();
  as = await signInEach(server.app, ['admin', 'viewer']);
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, path: string, options: { as?: string; payload?: unknown } = {}) =>
  server.app.inject({
    method,
    url: `/api/${path}`,
    payload: options.payload as object,
    headers: options.as ? authHeaders(as(options.as)) : {},
  });

const heartbeat = (overrides: Partial<Heartbeat> = {}): Heartbeat => ({
  appVersion: '2026.11.24',
  lastRefreshAt: 1_700_000_000_000,
  queueDepth: 0,
  wakeLock: 'held',
  online: true,
  connectionSince: 1_700_000_000_000,
  ...overrides,
});

const newDisplay = (overrides: Partial<SaveDisplay> = {}): SaveDisplay => ({
  name: 'Dock 4',
  accountId: 1002,
  layout: 'grid',
  rotateSeconds: 20,
  refreshSeconds: 60,
  panels: [{ kind: 'clock' }, { kind: 'alerts' }],
  ...overrides,
});

const statuses = async () =>
  api.displayStatuses.response.parse(
    (await send('GET', 'DisplayManagement/Displays', { as: 'admin' })).json(),
  );

describe('public display reads (no session)', () => {
  it('lists the three seeded displays', async () => {
    const response = await send('GET', 'Displays');
    expect(response.statusCode).toBe(200);
    const list = api.displays.response.parse(response.json());
    expect(list.map((display) => display.id)).toEqual([1, 2, 3]);
  });

  it('answers a definition with its account timezone, and different panels per display', async () => {
    const one = api.display.response.parse((await send('GET', 'Displays/1')).json());
    const two = api.display.response.parse((await send('GET', 'Displays/2')).json());
    expect(one).toMatchObject({ accountId: 1001, timezone: 'America/Chicago', layout: 'rotate' });
    expect(two).toMatchObject({ accountId: 1003, timezone: 'Europe/Zurich', layout: 'grid' });
    expect(one.panels).not.toEqual(two.panels);
  });

  it('answers 404 with a message for an unknown or malformed id', async () => {
    for (const id of ['99', 'abc']) {
      const response = await send('GET', `Displays/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toContain(`There is no display ${id}`);
    }
  });

  it("serves the panels' data: announcements, key figures counted from the account's fleet, alerts", async () => {
    const response = await send('GET', 'Displays/1/Data');
    expect(response.statusCode).toBe(200);
    const data = api.displayData.response.parse(response.json());
    expect(data.displayId).toBe(1);
    expect(data.announcements.length).toBeGreaterThan(0);
    expect(data.keyFigures.map((figure) => figure.label)).toEqual([
      'Vehicles ready',
      'Returns due in 24 h',
      'In maintenance',
      'Open tasks',
    ]);
    const other = api.displayData.response.parse((await send('GET', 'Displays/2/Data')).json());
    expect(other.keyFigures).not.toEqual(data.keyFigures);
    expect(data.alerts[0]?.severity).toBe('critical');
  });

  it('counts returns due against the server clock', async () => {
    const figure = async () =>
      api.displayData.response
        .parse((await send('GET', 'Displays/1/Data')).json())
        .keyFigures.find((f) => f.label === 'Returns due in 24 h')?.value ?? -1;
    const before = await figure();
    server.clock.setOffset(2 * 24 * 3_600_000);
    try {
      expect(await figure()).toBeGreaterThan(before);
    } finally {
      server.clock.setOffset(0);
    }
  });
});

describe('POST Displays/{id}/Heartbeat', () => {
  it('stores the newest heartbeat, which the admin then sees as live', async () => {
    const response = await send('POST', 'Displays/2/Heartbeat', { payload: heartbeat({ queueDepth: 3 }) });
    expect(response.statusCode).toBe(204);
    const two = (await statuses()).find((status) => status.display.id === 2);
    expect(two?.lastHeartbeat).toMatchObject({ queueDepth: 3, wakeLock: 'held', online: true });
    expect(two?.stale).toBe(false);
  });

  it('marks a display stale once its heartbeat is older than the limit', async () => {
    await send('POST', 'Displays/3/Heartbeat', { payload: heartbeat() });
    server.clock.setOffset(HEARTBEAT_STALE_AFTER_MS + 1_000);
    try {
      expect((await statuses()).find((status) => status.display.id === 3)?.stale).toBe(true);
    } finally {
      server.clock.setOffset(0);
    }
  });

  it('answers 400 for a malformed heartbeat and 404 for an unknown display', async () => {
    const bad = await send('POST', 'Displays/1/Heartbeat', {
      payload: { ...heartbeat(), wakeLock: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('wakeLock');
    expect((await send('POST', 'Displays/99/Heartbeat', { payload: heartbeat() })).statusCode).toBe(404);
  });
});

describe('display management (displaymanagement claim)', () => {
  it('refuses users without the claim with 403, and anonymous callers with 401', async () => {
    expect((await send('GET', 'DisplayManagement/Displays', { as: 'viewer' })).statusCode).toBe(403);
    const create = await send('POST', 'DisplayManagement/Displays', { as: 'viewer', payload: newDisplay() });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toContain('displaymanagement');
    expect((await send('DELETE', 'DisplayManagement/Displays/1', { as: 'viewer' })).statusCode).toBe(403);
    expect((await send('GET', 'DisplayManagement/Displays')).statusCode).toBe(401);
    expect((await send('GET', 'Displays')).json()).toHaveLength(3);
  });

  it('creates, updates and deletes a display', async () => {
    const created = api.addDisplay.response.parse(
      (await send('POST', 'DisplayManagement/Displays', { as: 'admin', payload: newDisplay() })).json(),
    );
    expect(created).toMatchObject({ name: 'Dock 4', accountName: 'Harbor Logistics Yard' });
    const path = `DisplayManagement/Displays/${created.id}`;
    const updated = await send('PUT', path, { as: 'admin', payload: newDisplay({ name: 'Dock 5' }) });
    expect(updated.statusCode).toBe(200);
    expect(api.display.response.parse((await send('GET', `Displays/${created.id}`)).json()).name).toBe(
      'Dock 5',
    );
    expect((await send('DELETE', path, { as: 'admin' })).statusCode).toBe(204);
    expect((await send('GET', `Displays/${created.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', path, { as: 'admin' })).statusCode).toBe(404);
  });

  it.each([
    ['no name', newDisplay({ name: '   ' }), 'A display needs a name.'],
    ['no panel', newDisplay({ panels: [] }), 'A display needs at least one panel.'],
    ['a refresh interval under the bound', newDisplay({ refreshSeconds: 2 }), 'at least 15 seconds'],
    ['a refresh interval over the bound', newDisplay({ refreshSeconds: 99_999 }), 'at most 3600 seconds'],
    ['an unknown panel', { ...newDisplay(), panels: [{ kind: 'weather' }] }, 'panels'],
    [
      'a report without an address',
      newDisplay({ panels: [{ kind: 'report', title: 'R', url: 'javascript:alert(1)' }] }),
      'http(s) address',
    ],
    ['an unknown account', newDisplay({ accountId: 4242 }), 'There is no account 4242.'],
    [
      "another display's name, case and spaces aside",
      newDisplay({ name: ' zürich hub YARD ' }),
      "Another display is already named 'zürich hub YARD'",
    ],
    ['a text-direction override in the name', newDisplay({ name: 'Dock \u202e4 kcoD' }), 'text-direction'],
  ])('answers 400 with a clear message for %s', async (_case, payload, message) => {
    const response = await send('POST', 'DisplayManagement/Displays', { as: 'admin', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("never gives a deleted display's id to the next one: a screen left open on it says it is not set up (walkthrough 13, D1)", async () => {
    const add = async (name: string) =>
      api.addDisplay.response.parse(
        (
          await send('POST', 'DisplayManagement/Displays', { as: 'admin', payload: newDisplay({ name }) })
        ).json(),
      );
    const deleted = await add('Gate 6');
    expect(
      (await send('DELETE', `DisplayManagement/Displays/${deleted.id}`, { as: 'admin' })).statusCode,
    ).toBe(204);
    const next = await add('Gate 7');
    expect(next.id).not.toBe(deleted.id);
    expect((await send('GET', `Displays/${deleted.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `DisplayManagement/Displays/${next.id}`, { as: 'admin' })).statusCode).toBe(
      204,
    );
  });

  it("refuses (409) a second admin's update of a display changed since, keeping the first's (walkthrough 8 #2)", async () => {
    const display = api.addDisplay.response.parse(
      (await send('POST', 'DisplayManagement/Displays', { as: 'admin', payload: newDisplay() })).json(),
    );
    const { id: _id, accountName: _account, timezone: _zone, ...loaded } = display;
    const path = `DisplayManagement/Displays/${display.id}`;
    const first = { ...loaded, name: 'Dock 4 (north gate)', loaded };
    expect((await send('PUT', path, { as: 'admin', payload: first })).statusCode).toBe(200);
    const second = { ...loaded, refreshSeconds: 45, loaded };
    const refused = await send('PUT', path, { as: 'admin', payload: second });
    expect([refused.statusCode, refused.json().message]).toEqual([409, editConflictMessage('display')]);
    const stored = api.display.response.parse((await send('GET', `Displays/${display.id}`)).json());
    expect(stored).toEqual({ ...display, name: 'Dock 4 (north gate)' });
    // Save again over the definition now stored (or without `loaded`, as an older app): written.
    const knowingly = { ...second, loaded: { ...loaded, name: stored.name } };
    expect((await send('PUT', path, { as: 'admin', payload: knowingly })).statusCode).toBe(200);
    const older = newDisplay({ name: 'Dock 4 (old app)' });
    expect((await send('PUT', path, { as: 'admin', payload: older })).statusCode).toBe(200);
  });

  it("refuses an update to another display's name, and keeps a display's own name (walkthrough 8, defect 11)", async () => {
    const display = api.addDisplay.response.parse(
      (
        await send('POST', 'DisplayManagement/Displays', {
          as: 'admin',
          payload: newDisplay({ name: 'Dock 7' }),
        })
      ).json(),
    );
    const path = `DisplayManagement/Displays/${display.id}`;
    const taken = await send('PUT', path, {
      as: 'admin',
      payload: newDisplay({ name: 'Metro Airport counter' }),
    });
    expect([taken.statusCode, taken.json().message]).toEqual([
      400,
      "Another display is already named 'Metro Airport counter': give this one a name of its own.",
    ]);
    const own = await send('PUT', path, {
      as: 'admin',
      payload: newDisplay({ name: 'dock 7', refreshSeconds: 90 }),
    });
    expect(own.statusCode).toBe(200);
    expect((await send('DELETE', path, { as: 'admin' })).statusCode).toBe(204);
  });

  it('answers 404 when updating a display that does not exist', async () => {
    const response = await send('PUT', 'DisplayManagement/Displays/404', {
      as: 'admin',
      payload: newDisplay(),
    });
    expect(response.statusCode).toBe(404);
  });
});
