// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, getByText, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountInfo, authUser } from '../../../test/fixtures/shell-builders';
import { ClaimType } from '../../contracts/claims';
import type { ReleaseVersion } from '../../contracts/release-notes';
import { jsonAnswer, type ServedRequest, serveApi, setUpTestApi } from '../../core/api/app-api.testkit';
import { setSession } from '../../core/auth/session-state';
import { setNetwork, signOutForTest } from '../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../core/db/fresh-db.testkit';
import { NetworkStatus } from '../../core/network/model/network-state';
import { accountsAtom } from '../../core/session/account-state';
import { appStore, Provider } from '../../core/state/jotai';
import { releaseNotesOpeningAtom } from '../../core/ui/release-notes-request';
import { unsavedWorkAtom } from '../../core/unsaved-work/unsaved-work-state';
import { NOTE_EDIT_WORK } from './model/note-editing';
import { ReleaseNotesModal } from './ReleaseNotesModal';
import { onReleasePushed } from './start-release-push';

/** The versions come through the API stand-in and IndexedDB: on a busy machine that can take seconds. */
const loaded = { timeout: 5000 };

/** The stand-in server's versions, newest first. */
let stored: ReleaseVersion[] = [];
/** The requests the stand-in server got. */
let served: ServedRequest[] = [];
/** Holds Push Release's answer until the test lets it go. */
let pushAnswered: () => void = () => undefined;

const version = (id: number, text: string, status: ReleaseVersion['status']): ReleaseVersion => ({
  id,
  version: text,
  status,
  createDate: '2026-01-01T00:00:00.000Z',
});

/** An admin who is a system admin: every version action and Push Release. */
const signInAdmin = (id: number) =>
  setSession({
    user: authUser({
      id,
      selectedAccountId: 5,
      claims: [
        { claimType: ClaimType.role, claimValue: 'admin' },
        { claimType: ClaimType.roletype, claimValue: 'systemadmin' },
      ],
    }),
    refreshToken: `refresh-${id}`,
    expiresAt: Date.now() + 3_600_000,
  });

beforeEach(() => {
  stored = [version(3, '3.4.0', 'Submit'), version(2, '3.3.0', 'Inactive'), version(1, '3.2.0', 'Active')];
  freshPortalDb();
  signInAdmin(1);
  appStore.set(accountsAtom, [accountInfo(5)]);
  setNetwork(NetworkStatus.connected);
  setUpTestApi();
  served = serveApi({
    'POST ReleaseNotes/ReleaseVersions': ({ body }) => {
      const { skip, filters } = body as { skip: number; filters?: { releaseTypes?: string[] } };
      const types = filters?.releaseTypes;
      const listed = stored.filter((v) => !types?.length || types.includes(v.status));
      return jsonAnswer(listed.slice(skip, skip + 25).map(({ releaseNotes: _, ...v }) => v));
    },
    'GET ReleaseNotes/PushReleaseVersion': () =>
      new Promise((resolve) => {
        pushAnswered = () => resolve(jsonAnswer({ version: '3.2.0', notified: 2, alreadyPushed: false }));
      }),
    'GET ReleaseNotes/UserAppNames': () => jsonAnswer([]),
    // Any version's notes: none (the Changes list is not what these tests are about).
    ...Object.fromEntries(
      [1, 2, 3, 4, 5].map((id) => [`POST ReleaseNotes/ReleaseNotes/${id}`, () => jsonAnswer([])]),
    ),
  });
});
afterEach(() => {
  cleanup();
  appStore.set(releaseNotesOpeningAtom, null);
  appStore.set(unsavedWorkAtom, []);
  signOutForTest();
  vi.restoreAllMocks();
});

async function openModal() {
  appStore.set(releaseNotesOpeningAtom, 'onRequest');
  render(
    <Provider store={appStore}>
      <MantineProvider env="test">
        <ReleaseNotesModal />
      </MantineProvider>
    </Provider>,
  );
  // Text and labels, not roles: a role query over the open modal takes a second in jsdom.
  await screen.findByText('3.2.0', undefined, loaded);
  return document.querySelector('[role="dialog"]') as HTMLElement;
}

/** The versions lists read (their request bodies) among `requests`. */
const versionsReads = (requests: readonly ServedRequest[]) =>
  new Set(
    requests.filter((r) => r.path === 'ReleaseNotes/ReleaseVersions').map((r) => JSON.stringify(r.body)),
  );

/**
 * Waits until every versions list read before `from` (the modal's lists) has been read again since:
 * a push reads them again (walkthrough 36, D3).
 */
async function versionsReadAgain(from: number) {
  const shown = versionsReads(served.slice(0, from));
  await waitFor(() => expect(versionsReads(served.slice(from))).toEqual(shown), loaded);
}

const buttonOf = (element: HTMLElement) => element.closest('button') as HTMLButtonElement;
const buttonNamed = (within: HTMLElement, name: string) => buttonOf(getByText(within, name));

/** Presses a button as the keyboard does: focused first (a click alone moves no focus in jsdom). */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

// Each action's landing is a story of several writes, checked in the browser
// (release-notes-authoring.spec.ts); here only what the browser cannot pin down: the button is
// never disabled while it sends.
describe('ReleaseNotesModal: Push Release keeps the focus (walkthrough 31, D1)', () => {
  it('Push Release keeps the focus while it sends: busy, never disabled, and still focused after', async () => {
    const dialog = await openModal();
    const push = buttonNamed(dialog, 'Push Release');
    press(push);
    await waitFor(() => expect(push.getAttribute('aria-disabled')).toBe('true'));
    expect(push.disabled).toBe(false);
    expect(document.activeElement).toBe(push);
    pushAnswered();
    await waitFor(() => expect(push.getAttribute('aria-disabled')).toBeNull(), loaded);
    expect(document.activeElement).toBe(push);
  });

  it('says beside it, and as its description, which version a push announces (walkthrough 39, O7)', async () => {
    const dialog = await openModal();
    const push = buttonNamed(dialog, 'Push Release');
    const description = document.getElementById(push.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Notifies everyone of the newest Active version.');
    expect(dialog.contains(description)).toBe(true);
  });
});

describe('ReleaseNotesModal: a push selects the pushed version (walkthrough 31, O1)', () => {
  it('a push while it is open moves the selection to the pushed version, with its notes', async () => {
    const dialog = await openModal();
    const list = dialog.querySelector('[aria-label="Versions"]') as HTMLElement;
    const row = (text: string) => buttonNamed(list, text);
    press(row('3.2.0'));
    await waitFor(() => expect(row('3.2.0').getAttribute('aria-current')).toBe('true'));
    // The admin has no Version claim here: any push asks. '3.4' names 3.4.0.
    act(() => onReleasePushed({ version: '3.4' }));
    await screen.findByText(/^Site has new changes/, undefined, loaded);
    await waitFor(() => expect(row('3.4.0').getAttribute('aria-current')).toBe('true'));
    expect(row('3.2.0').getAttribute('aria-current')).toBeNull();
    expect(dialog.querySelector('#release-changes-title')?.parentElement?.textContent).toContain('3.4.0');
  });

  it('a push of a version made Active since the list was read lists it, selected (walkthrough 36, D3)', async () => {
    // Another admin than the tests before: the re-reads their pushes caused may still be storing
    // into their databases, and a read of the same user's lists would join them.
    signInAdmin(2);
    const dialog = await openModal();
    const list = dialog.querySelector('[aria-label="Versions"]') as HTMLElement;
    // Made Active and pushed by another admin after this list was read (moments ago: fresh).
    stored = [version(4, '3.5.0', 'Active'), ...stored];
    const beforePush = served.length;
    act(() => onReleasePushed({ version: '3.5.0' }));
    await screen.findByText(/^Site has new changes/, undefined, loaded);
    await waitFor(() => expect(buttonNamed(list, '3.5.0').getAttribute('aria-current')).toBe('true'), loaded);
    await waitFor(() =>
      expect(dialog.querySelector('#release-changes-title')?.parentElement?.textContent).toContain('3.5.0'),
    );
    await versionsReadAgain(beforePush);
  });

  it('a push while a note is being written keeps the selection, the default one too (walkthrough 36, D4)', async () => {
    signInAdmin(3); // as above: no read of an earlier test's lists to join
    const dialog = await openModal();
    const list = dialog.querySelector('[aria-label="Versions"]') as HTMLElement;
    const row = (text: string) => buttonNamed(list, text);
    // Nothing chosen: the newest version is shown, and a note of it is being edited.
    await waitFor(() => expect(row('3.4.0').getAttribute('aria-current')).toBe('true'), loaded);
    act(() => appStore.set(unsavedWorkAtom, [NOTE_EDIT_WORK]));
    const beforePush = served.length;
    act(() => onReleasePushed({ version: '3.2.0' }));
    await screen.findByText(/^Site has new changes/, undefined, loaded);
    await versionsReadAgain(beforePush);
    expect(row('3.4.0').getAttribute('aria-current')).toBe('true');
    expect(row('3.2.0').getAttribute('aria-current')).toBeNull();
  });
});
