import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseVersion } from '../../contracts/release-notes';
import { jsonAnswer, serveApi, setUpTestApi } from '../../core/api/app-api.testkit';
import { setNetwork, signInAs, signOutForTest } from '../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../core/db/fresh-db.testkit';
import { NetworkStatus } from '../../core/network/model/network-state';
import { changeVersionStatus } from './authoring-writes';
import { readVersionAgain } from './data-hooks';

const version: ReleaseVersion = {
  id: 3,
  version: '3.4.0',
  status: 'Submit',
  createDate: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.connected);
  setUpTestApi();
});
afterEach(() => {
  signOutForTest();
});

describe('authoring writes', () => {
  it("are sent once a version press's reads are stored: an answer older than the write never lands after it (walkthrough 36, O1)", async () => {
    let answerNotes = () => {};
    const requests = serveApi({
      'POST ReleaseNotes/ReleaseNotes/3': () =>
        new Promise((resolve) => {
          answerNotes = () => resolve(jsonAnswer([]));
        }),
      'PATCH ReleaseNotes/ReleaseVersions': () => new Response(null, { status: 204 }),
    });
    const sent = () => requests.map((request) => `${request.method} ${request.path}`);

    readVersionAgain(version, {});
    const changed = changeVersionStatus({ ...version, status: 'Active' });
    await vi.waitFor(() => expect(sent()).toContain('POST ReleaseNotes/ReleaseNotes/3'));
    // Every step the write could take without the read's answer.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(sent()).not.toContain('PATCH ReleaseNotes/ReleaseVersions');

    answerNotes();
    await changed;
    expect(sent()).toEqual(['POST ReleaseNotes/ReleaseNotes/3', 'PATCH ReleaseNotes/ReleaseVersions']);
  });
});
