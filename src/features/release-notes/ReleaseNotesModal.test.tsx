// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import {
  cleanup,
  fireEvent,
  getAllByText,
  getByText,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountInfo, authUser } from '../../../test/fixtures/shell-builders';
import { ClaimType } from '../../contracts/claims';
import type { ReleaseVersion } from '../../contracts/release-notes';
import { jsonAnswer, serveApi, setUpTestApi } from '../../core/api/app-api.testkit';
import { setSession } from '../../core/auth/session-state';
import { setNetwork, signOutForTest } from '../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../core/db/fresh-db.testkit';
import { NetworkStatus } from '../../core/network/model/network-state';
import { accountsAtom } from '../../core/session/account-state';
import { appStore, Provider } from '../../core/state/jotai';
import { releaseNotesOpeningAtom } from '../../core/ui/release-notes-request';
import { ReleaseNotesModal } from './ReleaseNotesModal';

/** The versions come through the API stand-in and IndexedDB: on a busy machine that can take seconds. */
const loaded = { timeout: 5000 };

/** The stand-in server's versions, newest first. */
let stored: ReleaseVersion[] = [];
/** Holds Push Release's answer until the test lets it go. */
let pushAnswered: () => void = () => undefined;

const version = (id: number, text: string, status: ReleaseVersion['status']): ReleaseVersion => ({
  id,
  version: text,
  status,
  createDate: '2026-01-01T00:00:00.000Z',
});

beforeEach(() => {
  stored = [version(3, '3.4.0', 'Submit'), version(2, '3.3.0', 'Inactive'), version(1, '3.2.0', 'Active')];
  freshPortalDb();
  // An admin who is a system admin: every version action and Push Release.
  setSession({
    user: authUser({
      id: 1,
      selectedAccountId: 5,
      claims: [
        { claimType: ClaimType.role, claimValue: 'admin' },
        { claimType: ClaimType.roletype, claimValue: 'systemadmin' },
      ],
    }),
    refreshToken: 'refresh-1',
    expiresAt: Date.now() + 3_600_000,
  });
  appStore.set(accountsAtom, [accountInfo(5)]);
  setNetwork(NetworkStatus.connected);
  setUpTestApi();
  serveApi({
    'POST ReleaseNotes/ReleaseVersions': ({ body }) => {
      const { skip, filters } = body as { skip: number; filters?: { releaseTypes?: string[] } };
      const types = filters?.releaseTypes;
      const listed = stored.filter((v) => !types?.length || types.includes(v.status));
      return jsonAnswer(listed.slice(skip, skip + 25).map(({ releaseNotes: _, ...v }) => v));
    },
    'PUT ReleaseNotes/ReleaseVersion': ({ body }) => {
      const sent = body as ReleaseVersion;
      const saved = { ...sent, id: sent.id || Math.max(...stored.map((v) => v.id)) + 1 };
      stored = [saved, ...stored.filter((v) => v.id !== saved.id)].sort((a, b) => b.id - a.id);
      return jsonAnswer(saved);
    },
    'PATCH ReleaseNotes/ReleaseVersions': ({ body }) => {
      const { id, status } = body as ReleaseVersion;
      stored = stored.map((v) => (v.id === id ? { ...v, status } : v));
      return new Response(null, { status: 204 });
    },
    'GET ReleaseNotes/PushReleaseVersion': () =>
      new Promise((resolve) => {
        pushAnswered = () => resolve(jsonAnswer({ version: '3.2.0', notified: 2 }));
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

const buttonOf = (element: HTMLElement) => element.closest('button') as HTMLButtonElement;
const row = (dialog: HTMLElement, text: string) =>
  // The label comes first; a Draft's badge says 'Draft' too.
  buttonOf(
    getAllByText(dialog.querySelector('ul[aria-label="Versions"]') as HTMLElement, text)[0] as HTMLElement,
  );
const statusBar = (dialog: HTMLElement, text: string) =>
  dialog.querySelector<HTMLElement>(`[aria-label="Version ${text} status"]`) as HTMLElement;
const statusButtons = (dialog: HTMLElement, text: string) => [
  ...(statusBar(dialog, text)?.querySelectorAll('button') ?? []),
];
const statusButton = (dialog: HTMLElement, text: string, name: string) =>
  buttonOf(within(statusBar(dialog, text)).getByText(name));
const buttonNamed = (within: HTMLElement, name: string) => buttonOf(getByText(within, name));

/** Presses a button as the keyboard does: focused first (a click alone moves no focus in jsdom). */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

/** The focused element's text (a readable failure), or BODY. */
const focused = () =>
  document.activeElement === document.body ? 'BODY' : (document.activeElement?.textContent ?? 'nothing');
/** Waits until `target()` (found again each time: the bar is drawn anew) has the focus. */
const focusOn = (step: string, target: () => HTMLElement) =>
  waitFor(() => {
    const element = target();
    expect(`${step}: ${document.activeElement === element ? 'landed' : focused()}`).toBe(`${step}: landed`);
  }, loaded);

// Stories of several writes, each through the API stand-in and IndexedDB: 2-3 s alone, more on a
// loaded machine.
describe('ReleaseNotesModal: where the focus goes after a version action (walkthrough 31, D1)', {
  timeout: 15_000,
}, () => {
  it("Add Version → the new draft's Save as Draft; Save as Draft → the saved draft's; Submit's Save → Activate", async () => {
    const dialog = await openModal();
    const addVersion = buttonNamed(dialog, 'Add Version');
    await waitFor(() => expect(addVersion.disabled).toBe(false), loaded);
    press(addVersion);
    await focusOn('Add Version', () => statusButton(dialog, 'Draft', 'Save as Draft'));

    press(statusButton(dialog, 'Draft', 'Save as Draft'));
    // The saved draft (its new id, still 'Draft') has a status bar of its own: its first button.
    await waitFor(() => expect(stored[0]?.id).toBe(4), loaded);
    await focusOn('Save as Draft', () => statusButton(dialog, 'Draft', 'Save as Draft'));
    await waitFor(() => expect(row(dialog, 'Draft').getAttribute('aria-current')).toBe('true'), loaded);

    press(statusButton(dialog, 'Draft', 'Submit'));
    const field = await screen.findByLabelText(/^Version/, { selector: 'input' });
    fireEvent.change(field, { target: { value: '3.5.0' } });
    press(buttonOf(field.closest('form')?.querySelector('button[type="submit"]') as HTMLElement));
    await focusOn('Version Save', () => statusButton(dialog, '3.5.0', 'Activate'));
  });

  it("Activate → Deactivate, Deactivate → Activate, the Abandon confirmation → the version's row", async () => {
    const dialog = await openModal();
    fireEvent.click(row(dialog, '3.4.0'));
    await waitFor(() => expect(statusButtons(dialog, '3.4.0')).toHaveLength(2), loaded);
    press(statusButton(dialog, '3.4.0', 'Activate'));
    await focusOn('Activate', () => statusButton(dialog, '3.4.0', 'Deactivate'));

    press(statusButton(dialog, '3.4.0', 'Deactivate'));
    await focusOn('Deactivate', () => statusButton(dialog, '3.4.0', 'Activate'));

    press(statusButton(dialog, '3.4.0', 'Abandon'));
    const question = await screen.findByText(/^Abandon version 3\.4\.0\?/);
    press(buttonNamed(question.closest('[role="dialog"]') as HTMLElement, 'Abandon'));
    await waitFor(() => expect(statusButtons(dialog, '3.4.0')).toHaveLength(0), loaded);
    await focusOn('Abandon', () => row(dialog, '3.4.0'));
  });

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
});
