import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import { RELEASE_VERSIONS_PAGE_SIZE, type ReleaseFilters } from '../../contracts/release-notes';
import type { Session } from '../../contracts/session';
import { CURRENT_RELEASE } from '../seed/demo-release-notes';
import { demoUsers } from '../seed/demo-users';
import { authHeaders, getAs, signInEach, startTestServer, type TestServer } from '../server.testkit';

let server: TestServer;
let as: (username: string) => Session;
beforeAll(async () => {
  server = await startTestServer();
  as = await signInEach(server.app, ['admin', 'supervisor', 'returning', 'noapps']);
});
afterAll(() => server.close());
const post = (username: string, path: string, payload?: object) =>
  server.app.inject({ method: 'POST', url: `/api/${path}`, payload, headers: authHeaders(as(username)) });

async function versions(
  username: string,
  body: { skip?: number; take?: number; search?: string; filters?: ReleaseFilters },
) {
  const response = await post(username, 'ReleaseNotes/ReleaseVersions', {
    skip: 0,
    take: RELEASE_VERSIONS_PAGE_SIZE,
    ...body,
  });
  expect(response.statusCode).toBe(200);
  return api.releaseVersions.response.parse(response.json());
}
async function notes(username: string, key: string | number, payload?: object) {
  const response = await post(username, `ReleaseNotes/ReleaseNotes/${key}`, payload);
  expect(response.statusCode).toBe(200);
  return api.releaseNotes.response.parse(response.json());
}

describe('POST ReleaseNotes/ReleaseVersions', () => {
  it('pages Active versions newest first for a user, ending with a short page', async () => {
    const first = await versions('returning', {});
    const second = await versions('returning', { skip: 25 });
    expect(first).toHaveLength(25);
    expect(second).toHaveLength(3);
    expect(first[0]?.version).toBe(CURRENT_RELEASE.version);
    expect([...first, ...second].every((v) => v.status === 'Active')).toBe(true);
    expect(first.map((v) => v.createDate)).toEqual(
      first
        .map((v) => v.createDate)
        .sort()
        .reverse(),
    );
  });

  it('forces the Active filter on anyone but a system admin', async () => {
    const asked = await versions('supervisor', { filters: { releaseTypes: ['Draft', 'Inactive'] } });
    expect(new Set(asked.map((v) => v.status))).toEqual(new Set(['Active']));
  });

  it('shows a system admin every status, and filters by release type', async () => {
    const all = [...(await versions('admin', {})), ...(await versions('admin', { skip: 25 }))];
    expect(all).toHaveLength(34);
    expect(all.slice(0, 2).map((v) => [v.version, v.status])).toEqual([
      ['3.4.0', 'Draft'],
      ['3.3.0', 'Submit'],
    ]);
    const inactive = await versions('admin', { filters: { releaseTypes: ['Inactive', 'Abandon'] } });
    expect(inactive.map((v) => v.version)).toEqual(['3.1.0', '2.4.0', '1.0.0', '0.6.0']);
  });

  it('keeps the versions with a matching note the user can read', async () => {
    const fixes = await versions('returning', { search: 'canadian', filters: { changeTypes: ['Fix'] } });
    expect(fixes.map((v) => v.version)).toEqual([CURRENT_RELEASE.version]);
    // The Labor Planning fix of 3.2.0 is for users of that app only.
    expect(await versions('returning', { search: 'unsaved edits' })).toEqual([]);
    expect((await versions('supervisor', { search: 'unsaved edits' })).map((v) => v.version)).toEqual([
      CURRENT_RELEASE.version,
    ]);
  });

  it.each([
    ['a missing take', { skip: 0 }],
    ['a negative skip', { skip: -1, take: 25 }],
    ['a take over 100', { skip: 0, take: 101 }],
    ['an unknown change type', { skip: 0, take: 25, filters: { changeTypes: ['Bug'] } }],
  ])('answers 400 for %s', async (_case, payload) => {
    const response = await post('returning', 'ReleaseNotes/ReleaseVersions', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request body for POST ReleaseNotes\/ReleaseVersions/);
  });

  it('answers 401 without a session', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/ReleaseNotes/ReleaseVersions',
      payload: { skip: 0, take: 25 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST ReleaseNotes/ReleaseNotes/{key}', () => {
  it('answers the notes of the release-notes key with an empty body, only those the user may read', async () => {
    const shown = await notes('returning', CURRENT_RELEASE.releaseNotesKey);
    expect(shown.map((n) => [n.changeType, n.noteAppNames])).toEqual([
      ['Feature', ['Market Rates']],
      ['Enhancement', ['Metric Entry', 'Labor Workload']],
      ['Fix', ['Market Rates']],
    ]);
    expect(shown.map((n) => n.order)).toEqual([1, 2, 3]);
  });

  it('answers the same notes by version id, with filters', async () => {
    const byKey = await notes('admin', CURRENT_RELEASE.releaseNotesKey);
    const versionId = byKey[0]?.versionId ?? -1;
    expect(byKey).toHaveLength(5);
    expect(await notes('admin', versionId, { filters: {} })).toEqual(byKey);
    const fixes = await notes('admin', versionId, {
      filters: { changeTypes: ['Fix'], apps: ['laborplanning'] },
    });
    expect(fixes.map((n) => n.comment)).toEqual([
      '<p>Labor plans no longer lose unsaved edits when the network drops.</p>',
    ]);
  });

  it('answers 404 for an unknown version and for a draft asked by a user', async () => {
    expect((await post('returning', 'ReleaseNotes/ReleaseNotes/rn-9.9.9')).statusCode).toBe(404);
    const draft = await post('returning', 'ReleaseNotes/ReleaseNotes/rn-3.4.0');
    expect(draft.statusCode).toBe(404);
    expect(draft.json().message).toBe('There is no release version rn-3.4.0.');
    expect((await post('admin', 'ReleaseNotes/ReleaseNotes/rn-3.4.0')).statusCode).toBe(200);
  });

  it('gives a user without apps no notes', async () => {
    expect(await notes('noapps', CURRENT_RELEASE.releaseNotesKey)).toEqual([]);
  });
});

describe('GET ReleaseNotes/UserAppNames', () => {
  it('lists the apps the user can read, every app for an admin', async () => {
    const apps = (await getAs(server.app, as('returning'), 'ReleaseNotes/UserAppNames')).json();
    expect(apps).toEqual([
      { value: 'marketrates', title: 'Market Rates' },
      { value: 'metricsentry', title: 'Metric Entry' },
      { value: 'laborworkload', title: 'Labor Workload' },
    ]);
    expect((await getAs(server.app, as('admin'), 'ReleaseNotes/UserAppNames')).json()).toHaveLength(10);
  });
});

describe('GET ReleaseNotes/PushReleaseVersion', () => {
  it('refuses anyone but an admin', async () => {
    const refused = await getAs(server.app, as('supervisor'), 'ReleaseNotes/PushReleaseVersion');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only admins can push a release.');
  });

  it('notifies every user of the newest Active version', async () => {
    const pushed = await getAs(server.app, as('admin'), 'ReleaseNotes/PushReleaseVersion');
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json()).toEqual({
      version: CURRENT_RELEASE.version,
      notified: demoUsers.length,
      alreadyPushed: false,
    });
    const bell = api.globalNotifications.response.parse(
      (await getAs(server.app, as('returning'), 'Common/GlobalNotifications')).json(),
    );
    expect(bell.items[0]?.title).toBe(`Version ${CURRENT_RELEASE.version} released`);
  });

  const releasedCount = async (username: string, version: string) => {
    const bell = api.globalNotifications.response.parse(
      (await getAs(server.app, as(username), 'Common/GlobalNotifications')).json(),
    );
    return bell.items.filter((item) => item.title === `Version ${version} released`).length;
  };

  it('notifies no one again when the version was pushed before, and says so (walkthrough 36, D6)', async () => {
    // The test above pushed the current release; these come after it, as a second press would.
    const again = await getAs(server.app, as('admin'), 'ReleaseNotes/PushReleaseVersion');
    expect(again.statusCode).toBe(200);
    expect(api.pushReleaseVersion.response.parse(again.json())).toEqual({
      version: CURRENT_RELEASE.version,
      notified: 0,
      alreadyPushed: true,
    });
    expect(await releasedCount('returning', CURRENT_RELEASE.version)).toBe(1);
  });

  it('of two pushes of a new version sent at once, one notifies everyone and the other no one', async () => {
    const listed = await versions('admin', {});
    const submitted = listed.find((v) => v.status === 'Submit');
    if (!submitted) throw new Error('the seed has a Submit version');
    const activated = await server.app.inject({
      method: 'PATCH',
      url: '/api/ReleaseNotes/ReleaseVersions',
      payload: { ...submitted, status: 'Active' },
      headers: authHeaders(as('admin')),
    });
    expect(activated.statusCode).toBe(204);

    const pushes = await Promise.all(
      [1, 2].map(() => getAs(server.app, as('admin'), 'ReleaseNotes/PushReleaseVersion')),
    );
    const results = pushes.map((pushed) => api.pushReleaseVersion.response.parse(pushed.json()));
    expect(results.map((r) => r.version)).toEqual([submitted.version, submitted.version]);
    expect(results.map((r) => r.notified).sort()).toEqual([0, demoUsers.length]);
    expect(results.filter((r) => r.alreadyPushed)).toHaveLength(1);
    expect(await releasedCount('supervisor', submitted.version)).toBe(1);
  });
});
