import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import type { Session } from '../../contracts/session';
import { getAs, signInEach, startTestServer, type TestServer } from '../server.testkit';

let server: TestServer;
let as: (username: string) => Session;
beforeAll(async () => {
  server = await startTestServer();
  as = await signInEach(server.app, ['admin', 'supervisor', 'viewer']);
});
afterAll(() => server.close());

const get = (username: string, path: string) => getAs(server.app, as(username), path);
const topicsOf = async (username: string) =>
  api.helpTopics.response.parse((await get(username, 'Help/Topics')).json()).map((topic) => topic.title);
const pageHelpOf = async (username: string, page: string) =>
  api.pageHelp.response.parse((await get(username, `Help/Pages/${page}`)).json());

describe('GET Help/Topics', () => {
  it.each([
    ['admin (helpmanagement.0)', 'admin', 5],
    ['supervisor (helpmanagement.*)', 'supervisor', 3],
    ['viewer (no help claim)', 'viewer', 2],
  ])('gives the %s the topics of their level and wider', async (_case, username, count) => {
    expect(await topicsOf(username)).toHaveLength(count);
  });

  it('keeps the display order and carries the rich text', async () => {
    const answer = api.helpTopics.response.parse((await get('viewer', 'Help/Topics')).json());
    expect(answer.map((topic) => topic.title)).toEqual(['Getting around the portal', 'Working offline']);
    expect(answer[0]?.description).toContain('<strong>launcher</strong>');
    expect(answer.every((topic) => topic.permissionLevel === 2)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/Help/Topics' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET Help/Pages/{pageName}', () => {
  it('gives the viewer the active items and the tutorials at level 2', async () => {
    const help = await pageHelpOf('viewer', 'home');
    expect(help.helps.map((item) => item.title)).toEqual(['Home', 'Your apps', 'Sidebar']);
    expect(help.tutorials.map((tutorial) => tutorial.title)).toEqual(['Tour of the launcher']);
    // The disabled middle step stays: playback skips it.
    expect(help.tutorials[0]?.items.map((item) => item.enabled)).toEqual([true, false, true, true]);
    expect(help.agent).toEqual({
      id: 1,
      agentName: 'Portal Assistant',
      tokenEndpointURL: 'builtin:help-topics',
      pageName: 'home',
    });
  });

  it('gives the supervisor (a help user) the level-1 tutorial and the inactive ones (for editing)', async () => {
    const help = await pageHelpOf('supervisor', 'home');
    expect(help.tutorials.map((tutorial) => tutorial.title)).toEqual([
      'Tour of the launcher',
      'Favorites for supervisors',
      'Old tour',
    ]);
    expect(help.helps).toHaveLength(4);
  });

  it('gives the help admin inactive items and tutorials as well (for editing)', async () => {
    const help = await pageHelpOf('admin', 'home');
    expect(help.helps).toHaveLength(4);
    expect(help.tutorials.map((tutorial) => tutorial.enabled)).toEqual([true, true, false]);
  });

  it('serves each page its own help', async () => {
    const help = await pageHelpOf('viewer', 'labor-planning');
    expect(help.helps.map((item) => item.anchor)).toEqual(['page-title', 'sidebar']);
    expect(help.tutorials.map((tutorial) => tutorial.title)).toEqual(['Planning basics']);
    expect(help.agent).toBeNull();
  });

  it('answers an empty help for a page without any', async () => {
    expect(await pageHelpOf('viewer', 'market-rates')).toEqual({
      helps: [],
      tutorials: [],
      agent: null,
      finishedTutorialIds: [],
    });
  });

  it('answers 400 with a message for a name that is no page name', async () => {
    const response = await get('viewer', 'Help/Pages/Not%20A%20Page');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('is not a page name');
  });
});
