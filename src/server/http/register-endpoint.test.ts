import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import type { Session } from '../../contracts/session';
import { authHeaders, signInEach, startTestServer, type TestServer } from '../server.testkit';

let server: TestServer;
let as: (username: string) => Session;
beforeAll(async () => {
  server = await startTestServer();
  as = await signInEach(server.app, ['viewer', 'supervisor']);
});
afterAll(() => server.close());

/** The endpoint's path with its parameters filled in (`:id` → 1, `:pageName` → home, …). */
const pathOf = (path: string) =>
  path.replace(':pageName', 'home').replace(':direction', 'MOVEUP').replace(/:\w+/g, '1');

// Walkthrough 9: a viewer's empty body got a 400 explaining the body, where a valid one got 403.
describe('a write the user may not make at all', () => {
  it.each<[string, keyof typeof api, string]>([
    ['viewer', 'addHelpTopic', 'Only help admins can create help topics.'],
    ['viewer', 'updateHelpTopic', 'Only help users and help admins can edit help topics.'],
    ['viewer', 'addHelpItem', 'Only help users and help admins can edit help items.'],
    ['viewer', 'updateHelpItem', 'Only help users and help admins can edit help items.'],
    ['viewer', 'addTutorial', 'Only help users and help admins can edit tutorials.'],
    ['viewer', 'updateTutorial', 'Only help users and help admins can edit tutorials.'],
    ['viewer', 'reorderTutorials', 'Only help users and help admins can reorder tutorials.'],
    ['supervisor', 'saveHelpAgent', 'Only help admins can configure help agents.'],
    ['supervisor', 'saveReleaseVersion', 'Only system admins can change release versions.'],
    ['viewer', 'changeVersionStatus', 'Only system admins can change release versions.'],
    ['viewer', 'addReleaseNote', 'Only admins can change release notes.'],
    ['viewer', 'updateReleaseNote', 'Only admins can change release notes.'],
    ['viewer', 'reorderReleaseNotes', 'Only admins can change release notes.'],
    ['viewer', 'addDisplay', 'Managing displays needs the displaymanagement permission.'],
    ['viewer', 'updateDisplay', 'Managing displays needs the displaymanagement permission.'],
  ])('as %s, %s answers 403 with the reason before looking at the body', async (username, name, message) => {
    const endpoint = api[name];
    for (const payload of [{}, []]) {
      const response = await server.app.inject({
        method: endpoint.method,
        url: `/api/${pathOf(endpoint.path)}`,
        headers: authHeaders(as(username)),
        payload,
      });
      expect([response.statusCode, response.json()]).toEqual([403, { message }]);
    }
  });
});
