// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ServedRequest, serveApi, setUpTestApi } from '../../core/api/app-api.testkit';
import { loggingOutAtom } from '../../core/auth/session-state';
import { setNetwork, signInAs, signOutForTest } from '../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../core/db/fresh-db.testkit';
import { NetworkStatus } from '../../core/network/model/network-state';
import { pendingRecords } from '../../core/outbox/outbox.testkit';
import { appStore } from '../../core/state/jotai';
import {
  CUT_SHORT_MAX_AGE_MS,
  resumeSavesCutShort,
  savePreferenceNow,
  savePreferenceSoon,
  saveWaitingPreferences,
} from './preference-saver';
import { pendingPreferencesAtom } from './state';

const fontSize = { title: 'Font Size', type: 'Number' } as const;

let requests: ServedRequest[];
/** Whether the server answers saves; held ones stay on their way, as a page's last request does. */
let answering: boolean;
/** How the server answers a save when it answers: taken, refused, or not reached at all. */
let answer: 'taken' | 'refused' | 'unreachable';
const saves = () =>
  requests
    .filter((request) => request.method === 'PATCH')
    .map((request) => (request.body as { value: string }).value);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/**
 * A change the server took: still shown over the device's copy until the page's reader of that copy
 * has read it (AppearanceSync drops it then; walkthrough 14, D3).
 */
const taken = (value: string) => ({ value, status: 'saved' });

/** The tab's next page: what this page held in memory is gone, its sessionStorage kept. */
function nextPageOfTheTab() {
  appStore.set(pendingPreferencesAtom, {});
}

beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.connected);
  setUpTestApi();
  answering = true;
  answer = 'taken';
  requests = serveApi({
    'PATCH Common/UserPreferences': () => {
      if (!answering) return new Promise<Response>(() => {});
      if (answer === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
      return answer === 'refused'
        ? Response.json({ title: 'Font Size must be 12 to 22.' }, { status: 400 })
        : new Response(null, { status: 204 });
    },
  });
});
afterEach(() => {
  signOutForTest();
  appStore.set(loggingOutAtom, false);
  appStore.set(pendingPreferencesAtom, {});
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a preference change the page sent as it went (a reload within the pause)', () => {
  it('is sent again by the tab’s next page, and shown as its own change until the server answers', async () => {
    answering = false;
    savePreferenceSoon(fontSize, '20');
    saveWaitingPreferences(); // the page goes
    await vi.waitFor(() => expect(saves()).toEqual(['20']));

    nextPageOfTheTab();
    answering = true;
    resumeSavesCutShort();
    expect(appStore.get(pendingPreferencesAtom)['Font Size']).toEqual({ value: '20', status: 'saving' });
    await vi.waitFor(() => expect(appStore.get(pendingPreferencesAtom)['Font Size']).toEqual(taken('20')));
    expect(saves()).toEqual(['20', '20']);

    // Answered: a later page of the tab has nothing to send.
    nextPageOfTheTab();
    resumeSavesCutShort();
    await settle();
    expect(saves()).toEqual(['20', '20']);
  });

  it('answered before the page went (only hidden, then shown again), is not sent again', async () => {
    savePreferenceSoon(fontSize, '20');
    saveWaitingPreferences(); // hidden: a phone may end it, so it is sent
    await vi.waitFor(() => expect(appStore.get(pendingPreferencesAtom)['Font Size']).toEqual(taken('20')));

    nextPageOfTheTab();
    resumeSavesCutShort();
    await settle();
    expect(saves()).toEqual(['20']);
  });

  it.each([
    ['another user signed in meanwhile', () => signInAs(2, 5), 0],
    ['the note older than a minute', () => {}, CUT_SHORT_MAX_AGE_MS + 1],
  ])('is not sent again with %s', async (_, meanwhile, later) => {
    answering = false;
    const wentAt = Date.now();
    savePreferenceSoon(fontSize, '20');
    saveWaitingPreferences(wentAt);
    await vi.waitFor(() => expect(saves()).toEqual(['20']));

    nextPageOfTheTab();
    meanwhile();
    resumeSavesCutShort(wentAt + later);
    await settle();
    expect(saves()).toEqual(['20']);
    expect(appStore.get(pendingPreferencesAtom)).toEqual({});
  });
});

describe('a preference change that could not reach the server (walkthrough 11, defect 4)', () => {
  it('waits for the connection (not marked failed: walkthrough 32, O9), is sent when it comes back, and stops showing once taken', async () => {
    answer = 'unreachable';
    await savePreferenceNow(fontSize, '18');
    expect(appStore.get(pendingPreferencesAtom)['Font Size']).toEqual({ value: '18', status: 'waiting' });

    setNetwork(NetworkStatus.disconnected);
    answer = 'taken';
    setNetwork(NetworkStatus.connected);
    await vi.waitFor(() => expect(appStore.get(pendingPreferencesAtom)['Font Size']).toEqual(taken('18')));
    expect(saves().at(-1)).toBe('18');
  });

  it('is not sent again once a newer change replaced it, nor when the server refused it', async () => {
    answer = 'refused';
    await savePreferenceNow(fontSize, '30');
    const refusedSends = saves().length;
    setNetwork(NetworkStatus.disconnected);
    setNetwork(NetworkStatus.connected);
    await settle();
    expect(saves().length).toBe(refusedSends);

    answer = 'unreachable';
    await savePreferenceNow(fontSize, '18');
    answer = 'taken';
    await savePreferenceNow(fontSize, '19');
    const sends = saves().length;
    setNetwork(NetworkStatus.disconnected);
    setNetwork(NetworkStatus.connected);
    await settle();
    expect(saves().length).toBe(sends);
    expect(saves().at(-1)).toBe('19');
  });
});

describe('a preference change refused as the session ends (walkthrough 37, D3)', () => {
  const keptFor = async (userId: number) =>
    (await pendingRecords(userId)).map(({ kind, payload }) => ({ kind, payload }));

  it('is kept in the outbox for the user who made it, for their next sign-in here', async () => {
    appStore.set(loggingOutAtom, true);
    await savePreferenceNow(fontSize, '18');
    await vi.waitFor(async () =>
      expect(await keptFor(1)).toEqual([
        { kind: 'preference', payload: { title: 'Font Size', type: 'Number', value: '18' } },
      ]),
    );
    expect(saves()).toEqual([]);
  });

  it('whose pause ends under another user is kept for its maker, never sent as the other user', async () => {
    savePreferenceSoon(fontSize, '18');
    signInAs(2, 5);
    await vi.waitFor(async () => expect(await keptFor(1)).toHaveLength(1), { timeout: 3000 });
    expect(saves()).toEqual([]);
    expect(await keptFor(2)).toEqual([]);
  });
});
