import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import { editConflictMessage, listChangedMessage } from '../../contracts/edit-conflict';
import { Headers } from '../../contracts/headers';
import type { PageHelp, Tutorial } from '../../contracts/help';
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
const pageHelp = async (username: string, page: string): Promise<PageHelp> =>
  api.pageHelp.response.parse((await send(username, 'GET', `Pages/${page}`)).json());

const step = (title: string, anchor: string | null = 'sidebar', enabled = true) => ({
  anchor,
  enabled,
  title,
  description: `<p>${title}</p>`,
  position: anchor ? ('bottom' as const) : ('center' as const),
  offset: null,
});
const newTutorial = (title: string, extra: Partial<Tutorial> = {}) => ({
  id: -1,
  pageName: 'market-rates',
  enabled: false,
  title,
  icon: null,
  permissionLevel: 2,
  items: [step('One'), step('Two', null)],
  ...extra,
});
const created = async (username: string, body: unknown): Promise<Tutorial> => {
  const response = await send(username, 'PUT', 'Tutorials', body);
  expect(response.statusCode).toBe(200);
  return api.addTutorial.response.parse(response.json());
};

describe('PUT/PATCH Help/Tutorials', () => {
  it('lets a help admin create an active tutorial that readers then play, items in order', async () => {
    const tutorial = await created('admin', newTutorial('Rates tour', { enabled: true }));
    expect(tutorial.items.map((item) => item.title)).toEqual(['One', 'Two']);
    expect((await pageHelp('viewer', 'market-rates')).tutorials.map((t) => t.title)).toContain('Rates tour');
  });

  it('lets a help user create an inactive one at the default level, but not set level or Active', async () => {
    const draft = await created('supervisor', newTutorial('Draft by supervisor'));
    expect(draft).toMatchObject({ enabled: false, permissionLevel: 2 });
    const active = await send('supervisor', 'PUT', 'Tutorials', newTutorial('X', { enabled: true }));
    expect(active.statusCode).toBe(403);
    expect(active.json().message).toContain('active');
    const level = await send('supervisor', 'PUT', 'Tutorials', newTutorial('X', { permissionLevel: 1 }));
    expect(level.statusCode).toBe(403);
    expect(level.json().message).toContain('permission level');
  });

  it('refuses a viewer with 403', async () => {
    expect((await send('viewer', 'PUT', 'Tutorials', newTutorial('No'))).statusCode).toBe(403);
  });

  it.each([
    ['no title', { title: ' ' }, 'A tutorial needs a title.'],
    ['no permission level', { permissionLevel: undefined }, 'A tutorial needs a permission level.'],
    [
      'an item without description',
      { items: [{ ...step('A'), description: '' }] },
      'A tutorial item needs a description.',
    ],
    ['an item without title', { items: [{ ...step('A'), title: '' }] }, 'A tutorial item needs a title.'],
    ['an anchorless item off centre', { items: [{ ...step('A', null), position: 'top' }] }, 'screen centre'],
  ])('answers 400 for %s', async (_case, extra, message) => {
    const response = await send('admin', 'PUT', 'Tutorials', newTutorial('Bad', extra as Partial<Tutorial>));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("lets a help user change an active tutorial's text and order of items but not delete items", async () => {
    const tour = (await pageHelp('supervisor', 'home')).tutorials.find(
      (t) => t.title === 'Tour of the launcher',
    );
    if (!tour) throw new Error('seed tutorial missing');
    const reordered = { ...tour, title: 'Launcher tour', items: [...tour.items].reverse() };
    const response = await send('supervisor', 'PATCH', 'Tutorials', reordered);
    expect(response.statusCode).toBe(200);
    expect(api.updateTutorial.response.parse(response.json())).toEqual(reordered);
    const fewer = await send('supervisor', 'PATCH', 'Tutorials', {
      ...reordered,
      items: reordered.items.slice(1),
    });
    expect(fewer.statusCode).toBe(403);
    const toggled = reordered.items.map((item) => ({ ...item, enabled: true }));
    expect(
      (await send('supervisor', 'PATCH', 'Tutorials', { ...reordered, items: toggled })).statusCode,
    ).toBe(403);
    expect((await send('admin', 'PATCH', 'Tutorials', { ...reordered, items: toggled })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 to a help user for a tutorial above their level', async () => {
    const adminOnly = await created('admin', newTutorial('Admins only', { permissionLevel: 0 }));
    expect((await send('supervisor', 'PATCH', 'Tutorials', adminOnly)).statusCode).toBe(404);
  });
});

describe('DELETE Help/Tutorials/{id}', () => {
  it('refuses help users and viewers, lets the help admin delete', async () => {
    const tutorial = await created('admin', newTutorial('Short-lived'));
    expect((await send('supervisor', 'DELETE', `Tutorials/${tutorial.id}`)).statusCode).toBe(403);
    expect((await send('viewer', 'DELETE', `Tutorials/${tutorial.id}`)).statusCode).toBe(403);
    expect((await send('admin', 'DELETE', `Tutorials/${tutorial.id}`)).statusCode).toBe(204);
    expect((await send('admin', 'DELETE', `Tutorials/${tutorial.id}`)).statusCode).toBe(404);
  });
});

describe('PUT Help/Pages/{pageName}/TutorialOrder', () => {
  it('reorders what the help user sees, leaving the others in their places', async () => {
    await created('admin', newTutorial('Admin first', { pageName: 'labor-planning', permissionLevel: 0 }));
    const ids = (await pageHelp('supervisor', 'labor-planning')).tutorials.map((t) => t.id);
    const second = await created('admin', newTutorial('Second', { pageName: 'labor-planning' }));
    const seen = [...ids, second.id];
    const response = await send('supervisor', 'PUT', 'Pages/labor-planning/TutorialOrder', {
      ids: [...seen].reverse(),
    });
    expect(response.statusCode).toBe(204);
    expect((await pageHelp('supervisor', 'labor-planning')).tutorials.map((t) => t.id)).toEqual(
      [...seen].reverse(),
    );
    const all = (await pageHelp('admin', 'labor-planning')).tutorials.map((t) => t.title);
    expect(all).toEqual(['Second', 'Admin first', 'Planning basics']);
  });

  it("refuses (409) a move made on a stale list, so it never undoes another admin's move (walkthrough 15, D1)", async () => {
    const page = 'tutorial-order-two-admins';
    for (const title of ['Tour', 'Favorites', 'Old'])
      await created('admin', newTutorial(title, { pageName: page }));
    const [tour, favorites, old] = (await pageHelp('admin', page)).tutorials.map((t) => t.id) as [
      number,
      number,
      number,
    ];
    const order = (ids: number[], loaded: number[]) =>
      send('admin', 'PUT', `Pages/${page}/TutorialOrder`, { ids, loaded });
    // A moves Favorites up; B, still showing the first order, moves Old up one.
    expect((await order([favorites, tour, old], [tour, favorites, old])).statusCode).toBe(204);
    const stale = await order([tour, old, favorites], [tour, favorites, old]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(listChangedMessage('tutorials'));
    expect((await pageHelp('admin', page)).tutorials.map((t) => t.id)).toEqual([favorites, tour, old]);
    // A's own move sent again (its answer lost) changes nothing and is no conflict.
    expect((await order([favorites, tour, old], [tour, favorites, old])).statusCode).toBe(204);
    // B, having read the list again, moves on what is stored.
    expect((await order([favorites, old, tour], [favorites, tour, old])).statusCode).toBe(204);
    expect((await pageHelp('admin', page)).tutorials.map((t) => t.id)).toEqual([favorites, old, tour]);
  });

  it('refuses (409, not an id list) a move on a list still showing a tutorial deleted meanwhile (walkthrough 15, D2)', async () => {
    const page = 'tutorial-order-deleted';
    for (const title of ['Tour', 'Temp']) await created('admin', newTutorial(title, { pageName: page }));
    const [tour, temp] = (await pageHelp('admin', page)).tutorials.map((t) => t.id) as [number, number];
    expect((await send('admin', 'DELETE', `Tutorials/${temp}`)).statusCode).toBe(204);
    const stale = await send('admin', 'PUT', `Pages/${page}/TutorialOrder`, {
      ids: [temp, tour],
      loaded: [tour, temp],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(listChangedMessage('tutorials'));
  });

  it('answers 400 for unknown or repeated ids and 403 for a viewer', async () => {
    const ids = (await pageHelp('admin', 'home')).tutorials.map((t) => t.id);
    expect((await send('admin', 'PUT', 'Pages/home/TutorialOrder', { ids: [999] })).statusCode).toBe(400);
    const twice = await send('admin', 'PUT', 'Pages/home/TutorialOrder', { ids: [ids[0], ids[0]] });
    expect(twice.statusCode).toBe(400);
    expect((await send('viewer', 'PUT', 'Pages/home/TutorialOrder', { ids })).statusCode).toBe(403);
  });
});

describe('Help items', () => {
  const newItem = (anchor: string, extra: object = {}) => ({
    id: 0,
    pageName: 'market-rates',
    ...step(`Card ${anchor}`, anchor),
    ...extra,
  });

  it('lets a help user add an active item and change it, one item per anchor', async () => {
    const response = await send('supervisor', 'PUT', 'Items', newItem('page-title'));
    expect(response.statusCode).toBe(200);
    const item = api.addHelpItem.response.parse(response.json());
    const again = await send('admin', 'PUT', 'Items', newItem('page-title'));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain("already has a help item for 'page-title'");
    const changed = { ...item, pageName: 'market-rates', position: 'right', offset: -12 };
    expect((await send('supervisor', 'PATCH', 'Items', changed)).statusCode).toBe(200);
    expect((await pageHelp('viewer', 'market-rates')).helps).toContainEqual({
      ...item,
      position: 'right',
      offset: -12,
    });
    const inactive = await send('supervisor', 'PATCH', 'Items', { ...changed, enabled: false });
    expect(inactive.statusCode).toBe(403);
    expect((await send('admin', 'PATCH', 'Items', { ...changed, enabled: false })).statusCode).toBe(200);
    expect((await send('supervisor', 'DELETE', `Items/${item.id}`)).statusCode).toBe(403);
    expect((await send('admin', 'DELETE', `Items/${item.id}`)).statusCode).toBe(204);
  });

  it.each([
    ['no title', { title: '' }, 'A help item needs a title.'],
    ['no description', { description: '  ' }, 'A help item needs a description.'],
    ['a fractional offset', { offset: 1.5 }, 'whole number'],
  ])('answers 400 for %s', async (_case, extra, message) => {
    const response = await send('admin', 'PUT', 'Items', newItem('x-anchor', extra));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a viewer with 403', async () => {
    expect((await send('viewer', 'PUT', 'Items', newItem('viewer-anchor'))).statusCode).toBe(403);
  });
});

describe('PATCH Help/Items and Help/Tutorials with `loaded`: two authors (walkthrough 8 #2)', () => {
  it("refuses (409) a second author's item update of an item changed since, keeping the first's", async () => {
    const body = { id: 0, pageName: 'market-rates', ...step('Two authors', 'two-authors') };
    const loaded = api.addHelpItem.response.parse((await send('admin', 'PUT', 'Items', body)).json());
    const first = { ...loaded, pageName: 'market-rates', title: 'Two authors (A)', loaded };
    expect((await send('admin', 'PATCH', 'Items', first)).statusCode).toBe(200);
    const second = { ...loaded, pageName: 'market-rates', description: 'Added by B.', loaded };
    const refused = await send('supervisor', 'PATCH', 'Items', second);
    expect([refused.statusCode, refused.json().message]).toEqual([409, editConflictMessage('help item')]);
    const stored = (await pageHelp('admin', 'market-rates')).helps.find((item) => item.id === loaded.id);
    expect(stored).toEqual({ ...loaded, title: 'Two authors (A)' });
    // Save again over the version now stored: B's item replaces A's knowingly.
    const knowingly = await send('supervisor', 'PATCH', 'Items', { ...second, loaded: stored });
    expect(knowingly.statusCode).toBe(200);
  });

  it("refuses (409) a second author's tutorial update of a tutorial changed since", async () => {
    const loaded = await created('admin', newTutorial('Tutorial of two authors'));
    const first = { ...loaded, title: 'Tutorial of two authors (v2)', loaded };
    expect((await send('admin', 'PATCH', 'Tutorials', first)).statusCode).toBe(200);
    const second = { ...loaded, icon: 'map', loaded };
    const refused = await send('supervisor', 'PATCH', 'Tutorials', second);
    expect([refused.statusCode, refused.json().message]).toEqual([409, editConflictMessage('tutorial')]);
    const stored = (await pageHelp('admin', loaded.pageName)).tutorials.find((t) => t.id === loaded.id);
    expect(stored).toEqual({ ...loaded, title: 'Tutorial of two authors (v2)' });
    // The first author's Save repeated after a lost answer is no conflict: it changes nothing.
    expect((await send('admin', 'PATCH', 'Tutorials', first)).statusCode).toBe(200);
    expect((await send('supervisor', 'PATCH', 'Tutorials', { ...second, loaded: stored })).statusCode).toBe(
      200,
    );
  });
});

describe("Creates under the draft's Idempotency-Key", () => {
  const createOnce = (path: 'Items' | 'Tutorials', body: object, key: string) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/Help/${path}`,
      payload: body,
      headers: { ...authHeaders(as('admin')), [Headers.idempotencyKey]: key },
    });

  it('adds a help item once: the repeat answers the first item, not the one-per-anchor 400', async () => {
    const item = { id: 0, pageName: 'market-rates', ...step('Once', 'once-anchor') };
    const first = await createOnce('Items', item, 'item-draft-1');
    const again = await createOnce('Items', item, 'item-draft-1');
    expect(first.statusCode).toBe(200);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    const helps = (await pageHelp('admin', 'market-rates')).helps;
    expect(helps.filter((help) => help.anchor === 'once-anchor')).toHaveLength(1);
  });

  it('adds a tutorial once per key, and another for another draft', async () => {
    const first = await createOnce('Tutorials', newTutorial('Keyed tour'), 'tour-draft-1');
    const again = await createOnce('Tutorials', newTutorial('Keyed tour'), 'tour-draft-1');
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    const titled = async () =>
      (await pageHelp('admin', 'market-rates')).tutorials.filter((t) => t.title === 'Keyed tour');
    expect(await titled()).toHaveLength(1);
    await createOnce('Tutorials', newTutorial('Keyed tour'), 'tour-draft-2');
    expect(await titled()).toHaveLength(2);
  });
});

describe('Help agents', () => {
  const agent = { agentName: 'Rates bot', tokenEndpointURL: 'https://example.test/token' };

  it('lets only the help admin configure and remove the page agent', async () => {
    expect((await send('supervisor', 'PUT', 'Pages/market-rates/Agent', agent)).statusCode).toBe(403);
    const saved = await send('admin', 'PUT', 'Pages/market-rates/Agent', agent);
    expect(saved.statusCode).toBe(200);
    expect((await pageHelp('viewer', 'market-rates')).agent).toMatchObject({
      ...agent,
      pageName: 'market-rates',
    });
    const updated = await send('admin', 'PUT', 'Pages/market-rates/Agent', {
      ...agent,
      agentName: 'Renamed',
    });
    expect(updated.json()).toMatchObject({ id: saved.json().id, agentName: 'Renamed' });
    expect((await send('supervisor', 'DELETE', 'Pages/market-rates/Agent')).statusCode).toBe(403);
    expect((await send('admin', 'DELETE', 'Pages/market-rates/Agent')).statusCode).toBe(204);
    expect((await pageHelp('viewer', 'market-rates')).agent).toBeNull();
  });

  it.each([
    ['no name', { ...agent, agentName: ' ' }, 'An agent needs a name.'],
    ['no connection string', { ...agent, tokenEndpointURL: '' }, 'An agent needs a connection string.'],
    [
      'a connection string that is no agent',
      { ...agent, tokenEndpointURL: 'javascript:alert(1)' },
      "Use the agent's token endpoint (an https:// address) or builtin:help-topics.",
    ],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await send('admin', 'PUT', 'Pages/market-rates/Agent', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('PUT Help/Pages/{pageName}/Agent with `loaded`: two admins (walkthrough 36, D2)', () => {
  const agent = { agentName: 'Gate bot', tokenEndpointURL: 'https://example.test/token' };
  const save = (page: string, body: object) => send('admin', 'PUT', `Pages/${page}/Agent`, body);
  const stored = async (page: string) => (await pageHelp('admin', page)).agent;

  it("refuses (409) a second admin's save of an agent changed since, keeping the first's rename", async () => {
    const loaded = api.saveHelpAgent.response.parse((await save('gate-two', agent)).json());
    expect((await save('gate-two', { ...agent, agentName: 'Gate bot (A)', loaded })).statusCode).toBe(200);
    const refused = await save('gate-two', {
      ...agent,
      tokenEndpointURL: 'https://example.test/b',
      loaded,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, editConflictMessage('help agent')]);
    expect(await stored('gate-two')).toMatchObject({ ...agent, agentName: 'Gate bot (A)' });
    // Saved again from the agent as now stored: written, knowingly.
    const theirs = await stored('gate-two');
    const knowingly = await save('gate-two', {
      agentName: 'Gate bot (A)',
      tokenEndpointURL: 'https://example.test/b',
      loaded: theirs,
    });
    expect(knowingly.statusCode).toBe(200);
    // Its own save repeated (an answer lost) is no conflict: what it sends is stored already.
    const repeated = await save('gate-two', {
      agentName: 'Gate bot (A)',
      tokenEndpointURL: 'https://example.test/b',
      loaded: theirs,
    });
    expect(repeated.statusCode).toBe(200);
  });

  it('refuses (409) a save from a panel that showed no agent when another admin has saved one', async () => {
    expect((await save('gate-new', { ...agent, loaded: null })).statusCode).toBe(200);
    const second = await save('gate-new', {
      agentName: 'Other bot',
      tokenEndpointURL: agent.tokenEndpointURL,
      loaded: null,
    });
    expect(second.statusCode).toBe(409);
    expect(await stored('gate-new')).toMatchObject(agent);
  });

  it('answers 404 to a save of an agent deleted since, and does not bring it back', async () => {
    const loaded = api.saveHelpAgent.response.parse((await save('gate-gone', agent)).json());
    expect((await send('admin', 'DELETE', 'Pages/gate-gone/Agent')).statusCode).toBe(204);
    const refused = await save('gate-gone', { ...agent, tokenEndpointURL: 'https://example.test/b', loaded });
    expect(refused.statusCode).toBe(404);
    expect(await stored('gate-gone')).toBeNull();
    // Added back as a new agent, knowingly (the panel's Save after the notice).
    expect((await save('gate-gone', { ...agent, loaded: null })).statusCode).toBe(200);
  });
});

describe('PUT Help/Tutorials/{id}/Finished', () => {
  it('remembers per user which tutorials they finished, idempotently', async () => {
    const tour = (await pageHelp('viewer', 'home')).tutorials[0];
    if (!tour) throw new Error('seed tutorial missing');
    expect((await pageHelp('viewer', 'home')).finishedTutorialIds).toEqual([]);
    expect((await send('viewer', 'PUT', `Tutorials/${tour.id}/Finished`)).statusCode).toBe(204);
    expect((await send('viewer', 'PUT', `Tutorials/${tour.id}/Finished`)).statusCode).toBe(204);
    expect((await pageHelp('viewer', 'home')).finishedTutorialIds).toEqual([tour.id]);
    expect((await pageHelp('supervisor', 'home')).finishedTutorialIds).toEqual([]);
  });

  it('answers 404 for a tutorial the user may not read', async () => {
    const adminOnly = await created(
      'admin',
      newTutorial('Admins only too', { permissionLevel: 0, enabled: true }),
    );
    expect((await send('viewer', 'PUT', `Tutorials/${adminOnly.id}/Finished`)).statusCode).toBe(404);
  });
});

describe('a deleted id is never given again (walkthrough 13, D1)', () => {
  it('to the next tutorial, whose stale editor then gets 404', async () => {
    const deleted = await created('admin', newTutorial('Deleted tour'));
    expect((await send('admin', 'DELETE', `Tutorials/${deleted.id}`)).statusCode).toBe(204);
    const next = await created('admin', newTutorial('Next tour'));
    expect(next.id).toBeGreaterThan(deleted.id);
    const stale = await send('admin', 'PATCH', 'Tutorials', {
      ...deleted,
      title: 'Changed',
      loaded: deleted,
    });
    expect(stale.statusCode).toBe(404);
    const stored = (await pageHelp('admin', 'market-rates')).tutorials.find((t) => t.id === next.id);
    expect(stored).toEqual(next);
  });

  it('to the next help item, whose stale editor then gets 404', async () => {
    const add = async (anchor: string) =>
      api.addHelpItem.response.parse(
        (
          await send('admin', 'PUT', 'Items', { id: 0, pageName: 'market-rates', ...step(anchor, anchor) })
        ).json(),
      );
    const deleted = await add('deleted-anchor');
    expect((await send('admin', 'DELETE', `Items/${deleted.id}`)).statusCode).toBe(204);
    const next = await add('next-anchor');
    expect(next.id).toBeGreaterThan(deleted.id);
    const stale = { ...deleted, pageName: 'market-rates', title: 'Changed', loaded: deleted };
    expect((await send('admin', 'PATCH', 'Items', stale)).statusCode).toBe(404);
    expect((await pageHelp('admin', 'market-rates')).helps).toContainEqual(next);
  });

  it("to a page's next help agent", async () => {
    const agent = { agentName: 'Yard bot', tokenEndpointURL: 'https://example.test/token' };
    const save = async () =>
      (await send('admin', 'PUT', 'Pages/yard-agent/Agent', agent)).json().id as number;
    const deleted = await save();
    expect((await send('admin', 'DELETE', 'Pages/yard-agent/Agent')).statusCode).toBe(204);
    expect(await save()).toBeGreaterThan(deleted);
  });
});
