import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import { editConflictMessage } from '../../contracts/edit-conflict';
import { Headers } from '../../contracts/headers';
import type { HelpTopic } from '../../contracts/help';
import type { Session } from '../../contracts/session';
import { authHeaders, signInEach, startTestServer, type TestServer } from '../server.testkit';

let server: TestServer;
let as: (username: string) => Session;
beforeAll(async () => {
  server = await startTestServer();
  as = await signInEach(server.app, ['admin', 'supervisor', 'viewer']);
});
afterAll(() => server.close());

type Method = 'GET' | 'PUT' | 'PATCH' | 'DELETE';
const send = (username: string, method: Method, path: string, payload?: unknown) =>
  server.app.inject({
    method,
    url: `/api/Help/${path}`,
    payload: payload as object,
    headers: authHeaders(as(username)),
  });
const topicsOf = async (username: string) =>
  api.helpTopics.response.parse((await send(username, 'GET', 'Topics')).json());
const topicTitled = async (username: string, title: string): Promise<HelpTopic> => {
  const found = (await topicsOf(username)).find((topic) => topic.title === title);
  if (!found) throw new Error(`no topic ${title}`);
  return found;
};
const newTopic = (title: string) => ({ id: 0, title, description: '<p>Body</p>', permissionLevel: 2 });

describe("PUT Help/Topics with the draft's Idempotency-Key", () => {
  const create = (username: string, title: string, key: string) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/Help/Topics',
      payload: newTopic(title),
      headers: { ...authHeaders(as(username)), [Headers.idempotencyKey]: key },
    });
  const titled = async (title: string) => (await topicsOf('admin')).filter((topic) => topic.title === title);

  it('creates once: a Save repeated after a lost answer gets the first topic again', async () => {
    const first = await create('admin', 'Returning a rental after hours', 'draft-1');
    const again = await create('admin', 'Returning a rental after hours', 'draft-1');
    expect(first.statusCode).toBe(200);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    expect(await titled('Returning a rental after hours')).toHaveLength(1);
  });

  it('creates another topic for another draft (another key)', async () => {
    await create('admin', 'Two drafts', 'draft-a');
    await create('admin', 'Two drafts', 'draft-b');
    expect(await titled('Two drafts')).toHaveLength(2);
  });

  it('keeps nothing for a refused create, so its key stays usable', async () => {
    expect((await create('supervisor', 'Refused first', 'draft-r')).statusCode).toBe(403);
    const refused = await server.app.inject({
      method: 'PUT',
      url: '/api/Help/Topics',
      payload: { ...newTopic('Blank'), title: ' ' },
      headers: { ...authHeaders(as('admin')), [Headers.idempotencyKey]: 'draft-r' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await create('admin', 'Refused first', 'draft-r')).statusCode).toBe(200);
    expect(await titled('Refused first')).toHaveLength(1);
  });
});

describe('PUT Help/Topics (create)', () => {
  it('lets a help admin create a topic that every reader of its level then lists last', async () => {
    const response = await send('admin', 'PUT', 'Topics', newTopic('Created by admin'));
    expect(response.statusCode).toBe(200);
    const created = api.addHelpTopic.response.parse(response.json());
    expect(created).toMatchObject({
      title: 'Created by admin',
      description: '<p>Body</p>',
      permissionLevel: 2,
    });
    expect((await topicsOf('viewer')).at(-1)?.id).toBe(created.id);
  });

  it.each([
    ['supervisor (help user)', 'supervisor'],
    ['viewer (no help claim)', 'viewer'],
  ])('refuses the %s with 403', async (_case, username) => {
    const response = await send(username, 'PUT', 'Topics', newTopic('Not allowed'));
    expect(response.statusCode).toBe(403);
    expect((await topicsOf('admin')).map((topic) => topic.title)).not.toContain('Not allowed');
  });

  it.each([
    ['no title', { ...newTopic(''), title: '   ' }, 'title'],
    ['empty content', { ...newTopic('X'), description: '<p> </p>' }, 'content'],
    ['no permission level', { id: 0, title: 'X', description: '<p>x</p>' }, 'permissionLevel'],
    ['an unknown permission level', { ...newTopic('X'), permissionLevel: 7 }, 'permissionLevel'],
    ['a saved id', { ...newTopic('X'), id: 1 }, 'id 0'],
    // Walkthrough 9, defect 3: each of these was stored (the lone surrogate as three U+FFFD).
    ['a title of a zero-width space', newTopic('\u200B'), 'A help topic needs a title.'],
    ['content of a zero-width space', { ...newTopic('X'), description: '<p>\u200B</p>' }, 'needs content'],
    ['a NUL in the title', newTopic('Night\u0000shift'), 'A title cannot hold control characters'],
    ['a NUL in the content', { ...newTopic('X'), description: '<p>a\u0000</p>' }, 'control characters'],
    ['half a surrogate pair in the title', newTopic('Bad \ud800 x'), 'A title holds an invalid character'],
    ['a right-to-left override in the title', newTopic('Pay \u202Efdp.exe'), 'text-direction control'],
  ])('answers 400 for %s, storing nothing', async (_case, body, mentioned) => {
    const response = await send('admin', 'PUT', 'Topics', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(mentioned);
    expect((await topicsOf('admin')).map((topic) => topic.title)).not.toContain(body.title);
  });
});

describe('PATCH Help/Topics (update)', () => {
  it('lets a help user change title and description, keeping the level', async () => {
    const topic = await topicTitled('supervisor', 'Editing favorites');
    const body = { ...topic, title: 'Editing favorites (new)', description: '<p>Drag to reorder.</p>' };
    const response = await send('supervisor', 'PATCH', 'Topics', body);
    expect(response.statusCode).toBe(200);
    expect(await topicTitled('admin', 'Editing favorites (new)')).toEqual(body);
  });

  it("refuses a help user's change of the permission level with 403 and keeps the topic", async () => {
    const topic = await topicTitled('supervisor', 'Working offline');
    const response = await send('supervisor', 'PATCH', 'Topics', { ...topic, permissionLevel: 1 });
    expect(response.statusCode).toBe(403);
    expect(await topicTitled('viewer', 'Working offline')).toEqual(topic);
  });

  it('lets a help admin change the permission level', async () => {
    const topic = await topicTitled('admin', 'Publishing release notes');
    const response = await send('admin', 'PATCH', 'Topics', { ...topic, permissionLevel: 1 });
    expect(response.statusCode).toBe(200);
    expect((await topicsOf('supervisor')).map((t) => t.title)).toContain('Publishing release notes');
  });

  it('refuses the viewer with 403', async () => {
    const topic = await topicTitled('viewer', 'Getting around the portal');
    const response = await send('viewer', 'PATCH', 'Topics', { ...topic, title: 'Hacked' });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for a topic above the help user’s level, and 400 for an empty title', async () => {
    const hidden = await topicTitled('admin', 'Managing help content');
    expect((await send('supervisor', 'PATCH', 'Topics', hidden)).statusCode).toBe(404);
    expect((await send('admin', 'PATCH', 'Topics', { ...hidden, title: '' })).statusCode).toBe(400);
  });
});

const createdTopic = async (title: string) =>
  api.addHelpTopic.response.parse((await send('admin', 'PUT', 'Topics', newTopic(title))).json());

describe('PATCH Help/Topics with `loaded`: two authors, one topic (walkthrough 8 #2)', () => {
  it("refuses (409) a second author's update of a topic changed since, keeping the first's", async () => {
    const loaded = await createdTopic('Searching the portal');
    const first = { ...loaded, title: 'Searching the portal (renamed by A)', loaded };
    expect((await send('admin', 'PATCH', 'Topics', first)).statusCode).toBe(200);
    const second = { ...loaded, description: '<p>Added by B.</p>', loaded };
    const refused = await send('supervisor', 'PATCH', 'Topics', second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(editConflictMessage('help topic'));
    expect(await topicTitled('admin', 'Searching the portal (renamed by A)')).toEqual({
      ...loaded,
      title: 'Searching the portal (renamed by A)',
    });
    // Save again, saying it edited the topic now stored: B replaces A's version knowingly.
    const current = await topicTitled('supervisor', 'Searching the portal (renamed by A)');
    const knowingly = { ...second, loaded: current };
    expect((await send('supervisor', 'PATCH', 'Topics', knowingly)).statusCode).toBe(200);
  });

  it('accepts a repeat of an update already applied (its answer lost), and an update without `loaded`', async () => {
    const loaded = await createdTopic('Printing reports');
    const update = { ...loaded, title: 'Printing reports (v2)', loaded };
    expect((await send('admin', 'PATCH', 'Topics', update)).statusCode).toBe(200);
    expect((await send('admin', 'PATCH', 'Topics', update)).statusCode).toBe(200);
    const { loaded: _older, ...withoutLoaded } = { ...update, title: 'Printing reports (v3)' };
    expect((await send('admin', 'PATCH', 'Topics', withoutLoaded)).statusCode).toBe(200);
  });
});

describe('DELETE Help/Topics/{id}', () => {
  it('refuses help users and viewers with 403, then lets the help admin delete', async () => {
    const created = api.addHelpTopic.response.parse(
      (await send('admin', 'PUT', 'Topics', newTopic('Short-lived'))).json(),
    );
    expect((await send('supervisor', 'DELETE', `Topics/${created.id}`)).statusCode).toBe(403);
    expect((await send('viewer', 'DELETE', `Topics/${created.id}`)).statusCode).toBe(403);
    expect((await send('admin', 'DELETE', `Topics/${created.id}`)).statusCode).toBe(204);
    expect((await topicsOf('admin')).map((topic) => topic.id)).not.toContain(created.id);
    expect((await send('admin', 'DELETE', `Topics/${created.id}`)).statusCode).toBe(404);
  });
});

describe("a deleted topic's id (walkthrough 13, D1)", () => {
  it('is never given to the next topic: an editor left open on the deleted one is told it is gone (404), the new one untouched', async () => {
    const create = async (title: string) =>
      api.addHelpTopic.response.parse((await send('admin', 'PUT', 'Topics', newTopic(title))).json());
    const deleted = await create('Deleted while edited');
    expect((await send('admin', 'DELETE', `Topics/${deleted.id}`)).statusCode).toBe(204);
    const next = await create('Made meanwhile');
    expect(next.id).toBeGreaterThan(deleted.id);

    // The stale editor's Save: the deleted topic as it loaded it, with its change.
    const stale = { ...deleted, title: 'Deleted while edited (changed)', loaded: deleted };
    const refused = await send('admin', 'PATCH', 'Topics', stale);
    expect([refused.statusCode, refused.json().message]).toEqual([
      404,
      `There is no help topic ${deleted.id}.`,
    ]);
    expect(await topicTitled('admin', 'Made meanwhile')).toEqual(next);
    expect((await send('admin', 'DELETE', `Topics/${deleted.id}`)).statusCode).toBe(404);
  });
});
