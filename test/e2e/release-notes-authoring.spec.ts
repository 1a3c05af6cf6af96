import type { Locator, Page } from '@playwright/test';
import { ABANDONED_NOTES_MESSAGE, ONE_DRAFT_MESSAGE } from '../../src/contracts/release-authoring';
import { SAVE_MAY_HAVE_COMPLETED } from '../../src/core/api/save-failure';
import { MERGE_ROLES_CHANGED_MESSAGE } from '../../src/core/session/model/session-change';
import {
  NOTE_CHANGED_MEANWHILE,
  NOTE_DELETED_MEANWHILE,
} from '../../src/features/release-notes/model/note-save-failure';
import { authHeaders } from './support/api-auth';
import { expect, signInOnPage, test } from './support/fixtures';
import { cutFirstAnswer, holdAnswersWhere, holdRequests, lapseSessionAt } from './support/held-requests';
import { signInWithFollower } from './support/session-follower';
import { mergeRolesAndSignOut } from './support/settings';
import { type TwoDeviceFixtures, twoDevicesAt } from './support/two-devices';
import { showPageAgain, showPageAgainUntilSignedOut } from './support/visibility';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Release Notes' });
const versions = (page: Page) => dialog(page).getByRole('list', { name: 'Versions' }).getByRole('listitem');
const changes = (page: Page) => dialog(page).getByRole('list', { name: 'Changes' }).getByRole('listitem');
const statusBar = (page: Page, version: string) =>
  dialog(page).getByRole('group', { name: `Version ${version} status` });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function openReleaseNotes(page: Page) {
  await page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Release Notes' }).click();
  await expect(dialog(page)).toBeVisible();
}

async function pick(page: Page, editor: Locator, field: RegExp, option: string) {
  const input = editor.getByRole('combobox', { name: field });
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // A multi-select stays open for more picks; a select closes by itself.
  if ((await input.getAttribute('aria-expanded')) === 'true') await input.press('Escape');
}

/**
 * Enter on a control by keyboard, once it can take it: the version actions' buttons are off while a
 * write runs (and offline), and a focus() on an off button does nothing, so the Enter went to the
 * body (a full run of 2026-12-01 waited a minute for an Abandon confirmation never opened).
 */
async function pressEnterOn(control: Locator) {
  await expect(control).toBeEnabled();
  await control.focus();
  await expect(control).toBeFocused();
  await control.page().keyboard.press('Enter');
}

/**
 * Picks these release types in the filter panel's 'Release type' (system admins), by keyboard
 * to open it, then closes its options.
 */
async function filterByReleaseType(page: Page, types: readonly string[]) {
  await dialog(page).getByRole('combobox', { name: 'Release type' }).focus();
  await page.keyboard.press('ArrowDown');
  for (const type of types) await page.getByRole('option', { name: type, exact: true }).click();
  await page.keyboard.press('Escape');
}

/**
 * Two admins, each on a device of their own (the test's page and the returned one), with the
 * Release Notes open at `version`, its status bar's `button` ready: the two-author status tests' start.
 */
async function twoAdminsShowing(fixtures: TwoDeviceFixtures, version: string, button: string): Promise<Page> {
  return twoDevicesAt(fixtures, ['admin', 'admin'], async (p) => {
    await openReleaseNotes(p);
    await versions(p).filter({ hasText: version }).getByRole('button').click();
    await expect(statusBar(p, version).getByRole('button', { name: button })).toBeEnabled();
  });
}

/** Adds a note through the editor: apps, change type, comment; Save is enabled only when complete. */
async function addNote(page: Page, app: string, changeType: string, comment: string) {
  // By keyboard (walkthrough 3, defect 4): Add Note, disabled while its editor is open, hands the
  // focus to the editor's first field, and Save, gone with the editor, to the new note's Edit.
  await dialog(page).getByRole('button', { name: 'Add Note' }).focus();
  await page.keyboard.press('Enter');
  const editor = dialog(page).getByRole('group', { name: 'New note' });
  const save = editor.getByRole('button', { name: 'Save' });
  await expect(editor.getByRole('combobox', { name: /^Apps/ })).toBeFocused();
  await expect(save).toBeDisabled();
  // Off with its reason beside it, heard on Save too (walkthrough 39, D1).
  await expect(save).toHaveAccessibleDescription('Fill in Apps, Change type, and Comment to save.');
  await expect(editor.getByRole('combobox', { name: 'Access level' })).toHaveAttribute('placeholder', 'Any');
  await pick(page, editor, /^Apps/, app);
  await pick(page, editor, /^Change type/, changeType);
  await expect(save).toBeDisabled();
  // A comment of spaces is no comment.
  await editor.getByRole('textbox', { name: 'Comment' }).fill('   ');
  await expect(editor.getByText('Fill in Comment to save.')).toBeVisible();
  await expect(save).toBeDisabled();
  await editor.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await expect(save).toHaveAccessibleDescription('');
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(editor).toHaveCount(0);
  await expect(changes(page).last().getByRole('button', { name: 'Edit' })).toBeFocused();
}

/** Submits the shown draft with the 'Version' panel, checking the suggested number. */
/**
 * Adds a Labor Planning fix with this comment; the server adds it, but the Save's answer arrives
 * cut short (walkthrough 7, defect 2). Returns once the cut answer was read (Save no longer busy):
 * a Save still on its way would meet whatever the test does next (a clock moved past the session).
 */
async function addNoteWithCutAnswer(page: Page, text: string) {
  await expect(changes(page)).toHaveCount(5);
  const cut = await cutFirstAnswer(page, '**/api/ReleaseNotes/ReleaseNotes');
  await dialog(page).getByRole('button', { name: 'Add Note' }).click();
  const editor = dialog(page).getByRole('group', { name: 'New note' });
  await pick(page, editor, /^Apps/, 'Labor Planning');
  await pick(page, editor, /^Change type/, 'Fix');
  const comment = editor.getByRole('textbox', { name: 'Comment' });
  await comment.fill(text);
  const save = editor.getByRole('button', { name: 'Save' });
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/ReleaseNotes/ReleaseNotes') && r.request().method() === 'PUT',
  );
  await save.click();
  await answered;
  expect(cut()).toBe(1);
  await expect(save).toBeEnabled();
  return { editor, comment, save };
}

async function submitDraft(page: Page, current: string, suggested: string) {
  await statusBar(page, current).getByRole('button', { name: 'Submit' }).click();
  const panel = page.getByRole('dialog', { name: 'Version', exact: true });
  const field = panel.getByRole('textbox', { name: 'Version' });
  await expect(field).toHaveValue(suggested);
  await field.fill('');
  await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
  // Why it is disabled, at the field (walkthrough 31, O6).
  await expect(panel.getByText('Enter a version, like 3.2.0.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(suggested);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();
  await expect(toast(page, 'Version saved')).toBeVisible();
}

test('an admin adds a version, writes, edits, moves and deletes notes, submits and activates it', async ({
  page,
  signIn,
}) => {
  test.slow(); // one long story of about thirty steps, each waiting on the server
  await signIn('admin');
  await openReleaseNotes(page);
  const addVersion = dialog(page).getByRole('button', { name: 'Add Version' });

  // The seeded draft 3.4.0 exists, so no second one until it is submitted.
  await expect(addVersion).toBeDisabled();
  await versions(page).filter({ hasText: '3.4.0' }).getByRole('button').click();
  await expect(statusBar(page, '3.4.0').getByRole('button')).toHaveText(['Save as Draft', 'Submit']);
  await submitDraft(page, '3.4.0', '3.4.0');
  await expect(versions(page).filter({ hasText: '3.4.0' })).toContainText('Submit');

  // A new draft shows at the top, selected; its notes stay on the device until it is saved.
  await addVersion.click();
  await expect(addVersion).toBeDisabled();
  await expect(versions(page).first()).toContainText('Draft');
  await expect(versions(page).first().getByRole('button')).toHaveAttribute('aria-current', 'true');
  await addNote(page, 'Market Rates', 'Feature', 'First authored note');
  await expect(changes(page)).toHaveCount(1);
  await expect(changes(page).getByRole('button', { name: 'Move up' })).toBeDisabled();
  await statusBar(page, 'Draft').getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(changes(page).first()).toContainText('First authored note');

  // On the saved draft each note change is a call.
  await addNote(page, 'Labor Planning', 'Fix', 'Second authored note');
  await expect(toast(page, 'Notes updated')).toBeVisible();
  await expect(changes(page)).toHaveCount(2);
  await expect(changes(page).nth(1)).toContainText('Second authored note');

  const moved = page.waitForResponse((r) => /ReorderReleaseNotes\/MOVEUP\/1$/.test(r.url()));
  await changes(page).nth(1).getByRole('button', { name: 'Move up' }).click();
  expect((await moved).status()).toBe(204);
  await expect(changes(page).first()).toContainText('Second authored note');
  const movedBack = page.waitForResponse((r) => /ReorderReleaseNotes\/MOVEDOWN\/0$/.test(r.url()));
  await changes(page).first().getByRole('button', { name: 'Move down' }).click();
  expect((await movedBack).status()).toBe(204);
  await expect(changes(page).first()).toContainText('First authored note');

  // Edit, then Cancel: the note is as it was; while editing, the other rows wait.
  await changes(page).first().getByRole('button', { name: 'Edit' }).click();
  const editor = dialog(page).getByRole('group', { name: 'Edit note' });
  await editor.getByRole('textbox', { name: 'Comment' }).fill('Changed and abandoned');
  await pick(page, editor, /^Change type/, 'Enhancement');
  await expect(changes(page).nth(1).getByRole('button', { name: 'Delete' })).toBeDisabled();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(changes(page).first()).toContainText('Feature');
  await expect(changes(page).first()).toContainText('First authored note');

  // Delete asks first.
  await changes(page).nth(1).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Note' });
  await expect(confirm).toContainText('This action cannot be undone');
  await expect(confirm).toContainText('Are you sure you want to delete this note?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Notes deleted')).toBeVisible();
  await expect(changes(page)).toHaveCount(1);

  // Submit with the suggested number (3.4.0 + 0.1), then activate and deactivate.
  await submitDraft(page, 'Draft', '3.5.0');
  await expect(addVersion).toBeEnabled();
  await statusBar(page, '3.5.0').getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(statusBar(page, '3.5.0')).toContainText('Active');
  await expect(statusBar(page, '3.5.0').getByRole('button')).toHaveText(['Deactivate']);
  await statusBar(page, '3.5.0').getByRole('button', { name: 'Deactivate' }).click();
  await expect(statusBar(page, '3.5.0').getByRole('button')).toHaveText(['Activate', 'Abandon']);
  await expect(versions(page).filter({ hasText: '3.5.0' })).toContainText('Inactive');

  // Abandon, a dead end, asks first: Cancel leaves the version as it was.
  await statusBar(page, '3.5.0').getByRole('button', { name: 'Abandon' }).click();
  const abandon = page.getByRole('dialog', { name: 'Abandon Version' });
  await expect(abandon).toContainText('This action cannot be undone');
  await expect(abandon).toContainText(
    'Abandon version 3.5.0? An abandoned version can never be activated again.',
  );
  await abandon.getByRole('button', { name: 'Cancel' }).click();
  await expect(abandon).toBeHidden();
  await expect(statusBar(page, '3.5.0')).toContainText('Inactive');
  await statusBar(page, '3.5.0').getByRole('button', { name: 'Abandon' }).click();
  await abandon.getByRole('button', { name: 'Abandon' }).click();
  await expect(statusBar(page, '3.5.0').getByRole('button')).toHaveCount(0);
  await expect(versions(page).filter({ hasText: '3.5.0' })).toContainText('Abandon');
});

test('a long unbroken word in a comment wraps in the editor: nothing in the dialog scrolls sideways (walkthrough 35, D5)', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await openReleaseNotes(page);
  await versions(page).filter({ hasText: '3.4.0' }).getByRole('button').click();
  await dialog(page).getByRole('button', { name: 'Add Note' }).click();
  const editor = dialog(page).getByRole('group', { name: 'New note' });
  const word = 'W'.repeat(120);
  await editor.getByRole('textbox', { name: 'Comment' }).fill(word);
  await expect(editor.getByRole('textbox', { name: 'Comment' })).toHaveText(word);
  const scrolledSideways = await dialog(page).evaluate((box) =>
    [box, ...box.querySelectorAll('*')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => `${element.tagName}.${element.className}`),
  );
  expect(scrolledSideways).toEqual([]);
});

test('by keyboard, each version action and Push Release leave the focus on the next control to use, inside the dialog', async ({
  page,
  signIn,
}) => {
  // Walkthrough 31, D1: after each of them the focus fell to the body, and after Push Release Tab
  // went on to the page under the modal's overlay.
  await signIn('admin');
  await openReleaseNotes(page);
  await versions(page).filter({ hasText: '3.4.0' }).getByRole('button').click();
  await pressEnterOn(statusBar(page, '3.4.0').getByRole('button', { name: 'Submit' }));
  const panel = page.getByRole('dialog', { name: 'Version', exact: true });
  await expect(panel.getByRole('textbox', { name: 'Version' })).toBeFocused();
  await page.keyboard.press('Enter'); // the suggested 3.4.0
  await expect(panel).toBeHidden();
  // The panel's Save, Activate, Deactivate: each to the new status bar's first button.
  const activate = statusBar(page, '3.4.0').getByRole('button', { name: 'Activate', exact: true });
  await expect(activate).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(statusBar(page, '3.4.0')).toContainText('Active');
  await expect(statusBar(page, '3.4.0').getByRole('button', { name: 'Deactivate' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(activate).toBeFocused();
  // The Abandon confirmation: the status has no button left, so the version's row.
  await pressEnterOn(statusBar(page, '3.4.0').getByRole('button', { name: 'Abandon' }));
  await pressEnterOn(
    page.getByRole('dialog', { name: 'Abandon Version' }).getByRole('button', { name: 'Abandon' }),
  );
  await expect(versions(page).filter({ hasText: '3.4.0' }).getByRole('button')).toBeFocused();

  // Add Version, off once a draft exists: the new draft's Save as Draft.
  // On once the list is read again after the Abandon: a focus() on it while still off does nothing.
  const addVersion = dialog(page).getByRole('button', { name: 'Add Version' });
  await expect(addVersion).toBeEnabled();
  await addVersion.focus();
  await page.keyboard.press('Enter');
  const saveAsDraft = statusBar(page, 'Draft').getByRole('button', { name: 'Save as Draft' });
  await expect(saveAsDraft).toBeFocused();
  // Save as Draft: the saved draft's own Save as Draft.
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(saveAsDraft).toBeFocused();

  // Push Release, the dialog's last control, keeps the focus while it sends and after; Tab goes
  // round inside the dialog.
  const push = dialog(page).getByRole('button', { name: 'Push Release' });
  await push.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Notifications Sent')).toBeVisible();
  await expect(push).toBeFocused();
  await page.keyboard.press('Tab');
  await expect
    .poll(() =>
      dialog(page).evaluate((box) => box !== document.activeElement && box.contains(document.activeElement)),
    )
    .toBe(true);
});

test('a draft saved while an older versions list is on its way is sent after that list, and stays selected with the focus', async ({
  page,
  signIn,
}) => {
  // CI, stop 59: a list the server answered before a Save as Draft, stored after the save's answer,
  // did not hold the new draft, and the selection (and the focus) went to the first listed version.
  await signIn('admin');
  await openReleaseNotes(page);
  await versions(page).filter({ hasText: '3.4.0' }).getByRole('button').click();
  // From the Submit on, the answers of the unfiltered lists come late; not the Draft-only list's,
  // which Add Version waits for.
  let holding = false;
  await page.route(/\/ReleaseNotes\/ReleaseVersion$/, (route) => {
    holding = true;
    return route.fallback();
  });
  const lists = await holdAnswersWhere(
    page,
    /\/ReleaseNotes\/ReleaseVersions$/,
    (request) => holding && request.method() === 'POST' && !request.postData()?.includes('releaseTypes'),
  );
  await submitDraft(page, '3.4.0', '3.4.0');
  await expect.poll(lists.held).toBeGreaterThan(0);
  let sentBeforeLists = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/ReleaseNotes/ReleaseVersion') && lists.delivered() < lists.held())
      sentBeforeLists += 1;
  });

  await dialog(page).getByRole('button', { name: 'Add Version' }).click();
  const saveAsDraft = statusBar(page, 'Draft').getByRole('button', { name: 'Save as Draft' });
  await pressEnterOn(saveAsDraft);
  // It waits for the late lists, busy.
  await expect(saveAsDraft).toBeDisabled();
  lists.release();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(versions(page).filter({ hasText: '3.4.0' })).toContainText('Submit');
  await expect(versions(page).first().getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect(saveAsDraft).toBeFocused();
  expect(sentBeforeLists).toBe(0);
});

test('by keyboard, Abandon on a version a release-type filter then hides leaves the focus on the next listed version', async ({
  page,
  signIn,
}) => {
  // The version's row, where an Abandon lands, goes from a list filtered without Abandon: the
  // focus fell to the body.
  await signIn('admin');
  await openReleaseNotes(page);
  await filterByReleaseType(page, ['Draft', 'Submit', 'Active', 'Inactive']);
  // 3.1.0 is Inactive, the status Abandon is offered from; 3.0.0 is listed after it.
  const row = versions(page).filter({ hasText: '3.1.0' });
  await expect(row).toContainText(/Inactive/i);
  await expect(versions(page).nth(4)).toContainText('3.0.0');
  await row.getByRole('button').click();
  await pressEnterOn(statusBar(page, '3.1.0').getByRole('button', { name: 'Abandon' }));
  await pressEnterOn(
    page.getByRole('dialog', { name: 'Abandon Version' }).getByRole('button', { name: 'Abandon' }),
  );
  await expect(toast(page, 'Version saved')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(versions(page).filter({ hasText: '3.0.0' }).getByRole('button')).toBeFocused();
});

test('by keyboard, Push Release keeps the focus when the connection drops while it sends, and after', async ({
  page,
  context,
  signIn,
}) => {
  // Offline the button was disabled: the focus fell to the body, and Tab left the modal.
  await signIn('admin');
  await openReleaseNotes(page);
  const push = dialog(page).getByRole('button', { name: 'Push Release' });
  await expect(push).toBeEnabled();
  const release = await holdRequests(page, '**/api/ReleaseNotes/PushReleaseVersion');
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/ReleaseNotes/PushReleaseVersion'));
  await push.focus();
  await page.keyboard.press('Enter');
  await asked;
  await context.setOffline(true);
  await expect(
    dialog(page).getByText('Adding and changing versions and notes needs a connection.'),
  ).toBeVisible();
  await expect(push).toBeDisabled();
  await expect(push).toBeFocused();
  release();
  // The push fails offline (only logged, S2 §8); the button, off while offline, keeps the focus.
  await expect(push.locator('.mantine-Loader-root')).toHaveCount(0);
  await expect(push).toBeDisabled();
  await expect(push).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(push.locator('.mantine-Loader-root')).toHaveCount(0);
  await context.setOffline(false);
  await expect(push).toBeEnabled();
  await expect(push).toBeFocused();
});

test('Add Version stays off until the versions are in, so no second draft joins the one they bring, and says why while a draft exists', async ({
  page,
  signIn,
}) => {
  // Walkthrough 22, F2: pressed while the list loaded, it made a draft beside the seeded 3.4.0.
  await signIn('admin');
  const release = await holdRequests(page, '**/api/ReleaseNotes/ReleaseVersions');
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/ReleaseNotes/ReleaseVersions'));
  await openReleaseNotes(page);
  await asked;
  const addVersion = dialog(page).getByRole('button', { name: 'Add Version' });
  await expect(addVersion).toBeVisible();
  await expect(addVersion).toBeDisabled();
  // Not without a reason (review L4).
  await expect(addVersion).toHaveAccessibleDescription('Checking for a saved draft…');
  await expect(versions(page).filter({ hasText: '3.4.0' })).toHaveCount(0);

  release();
  await expect(versions(page).filter({ hasText: '3.4.0' })).toContainText('Draft');
  await expect(addVersion).toBeDisabled();
  await expect(versions(page).filter({ hasText: /draft/i })).toHaveCount(1);
  // Off while that draft exists, and says why, beside it and to a keyboard user who reaches it
  // (walkthrough 35, O2: no reason was given).
  await expect(addVersion).toHaveAccessibleDescription(ONE_DRAFT_MESSAGE);
  await expect(dialog(page).getByText(ONE_DRAFT_MESSAGE, { exact: true })).toBeVisible();
  await addVersion.focus();
  await expect(addVersion).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(versions(page).filter({ hasText: /draft/i })).toHaveCount(1);
  await expect(dialog(page).getByText('Checking for a saved draft…')).toHaveCount(0);
  // Known and without a draft, it is enabled.
  await versions(page).filter({ hasText: '3.4.0' }).getByRole('button').click();
  await submitDraft(page, '3.4.0', '3.4.0');
  await expect(addVersion).toBeEnabled();
});

test("a draft another admin saved meanwhile: this one's Save as Draft is refused, then off with the server's reason, its row says it is not saved; Submit stays; once the other is submitted, Check again lets it be saved", async ({
  page,
  anotherDevice,
  signIn,
}) => {
  test.slow(); // two browsers, each waiting on the server
  await signIn('admin');
  await openReleaseNotes(page);
  await versions(page).filter({ hasText: '3.4.0' }).getByRole('button').click();
  await submitDraft(page, '3.4.0', '3.4.0');
  await dialog(page).getByRole('button', { name: 'Add Version' }).click();
  const bar = statusBar(page, 'Draft');
  await expect(bar.getByRole('button', { name: 'Save as Draft' })).toBeEnabled();
  await addNote(page, 'Market Rates', 'Feature', "A's typed note");

  // B, another admin, adds and saves a draft while A's is still on A's device.
  const pageB = await anotherDevice('admin');
  await openReleaseNotes(pageB);
  await dialog(pageB).getByRole('button', { name: 'Add Version' }).click();
  await statusBar(pageB, 'Draft').getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(pageB, 'Draft saved')).toBeVisible();

  // A's Save as Draft: refused (only one draft, S2 §4), only logged (S2 §8); the list, read
  // again, shows B's draft, and A's bar says why Save as Draft is off. A's draft stays.
  const refused = page.waitForResponse((r) => r.url().endsWith('/ReleaseNotes/ReleaseVersion'));
  // The versions read again after the refusal are held: meanwhile Save as Draft stays off (it came
  // on for ~100 ms before the reason, walkthrough 26, D3).
  const releaseVersions = await holdRequests(page, /\/ReleaseNotes\/ReleaseVersions$/);
  await bar.getByRole('button', { name: 'Save as Draft' }).click();
  expect((await refused).status()).toBe(400);
  await expect(bar.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
  await expect(bar.getByRole('button', { name: 'Submit' })).toBeEnabled();
  releaseVersions();
  await expect(bar.getByRole('note')).toHaveText(
    'Only one draft may exist: save or submit the existing draft first.',
  );
  await expect(bar.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
  await expect(bar.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(versions(page).first().getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect(versions(page).filter({ hasText: /draft/i })).toHaveCount(2);
  // Both rows read 'Draft' (S2's text for the unsaved one): A's says it is not saved, and why,
  // where the date was; B's saved one does not (walkthrough 23: nothing told them apart).
  await expect(versions(page).first()).toContainText('Not saved: only one draft may exist');
  await expect(versions(page).filter({ hasText: 'Not saved' })).toHaveCount(1);
  // Nothing A typed is lost: the draft keeps its note, and its row, chosen again, shows it.
  await versions(page).nth(1).getByRole('button').click();
  await expect(versions(page).nth(1).getByRole('button')).toHaveAttribute('aria-current', 'true');
  await versions(page).first().getByRole('button').click();
  await expect(changes(page)).toHaveCount(1);
  await expect(changes(page).first()).toContainText("A's typed note");

  // B submits their draft as a version: A, checking again, may save theirs, notes and all
  // (walkthrough 25, F3: it stayed blocked until A reopened the modal, losing the notes).
  await statusBar(pageB, 'Draft').getByRole('button', { name: 'Submit' }).click();
  const panelB = pageB.getByRole('dialog', { name: 'Version', exact: true });
  await panelB.getByRole('button', { name: 'Save' }).click();
  await expect(toast(pageB, 'Version saved')).toBeVisible();
  await bar.getByRole('button', { name: 'Check again' }).click();
  await expect(bar.getByRole('note')).toBeHidden();
  await expect(versions(page).filter({ hasText: 'Not saved' })).toHaveCount(0);
  // The list shows B's draft as the version it became: one row reads 'Draft', A's.
  await expect(versions(page).filter({ hasText: /draft/i })).toHaveCount(1);
  await bar.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(versions(page).filter({ hasText: /draft/i })).toHaveCount(1);
  await expect(changes(page).first()).toContainText("A's typed note");
});

test('a failed save says why at the editor and keeps the edit; offline, authoring and Push Release are off with a hint', async ({
  page,
  context,
  signIn,
  controls,
}) => {
  await signIn('admin');
  await openReleaseNotes(page);
  await expect(changes(page)).toHaveCount(5);
  await changes(page).first().getByRole('button', { name: 'Edit' }).click();
  const editor = dialog(page).getByRole('group', { name: 'Edit note' });
  await editor.getByRole('textbox', { name: 'Comment' }).fill('Kept through a failure');

  // The editor says why, with the server's message (walkthrough 35, O1: nothing on screen told the
  // author it was refused), and keeps the change; the focus stays on Update, to press again.
  await controls.fault('ReleaseNotes/ReleaseNotes', 500, 1, 'The database is busy');
  const failed = page.waitForResponse((r) => r.url().endsWith('/ReleaseNotes/ReleaseNotes'));
  const update = editor.getByRole('button', { name: 'Update' });
  await update.focus();
  await page.keyboard.press('Enter');
  expect((await failed).status()).toBe(500);
  await expect(editor.getByRole('alert')).toHaveText('The note was not saved. The database is busy');
  await expect(editor.getByRole('textbox', { name: 'Comment' })).toHaveText('Kept through a failure');
  await expect(update).toBeEnabled();
  await expect(update).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Notes updated')).toBeVisible();
  await expect(editor).toHaveCount(0);
  await expect(changes(page).first()).toContainText('Kept through a failure');

  await context.setOffline(true);
  await expect(
    dialog(page).getByText('Adding and changing versions and notes needs a connection.'),
  ).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Add Note' })).toBeDisabled();
  await expect(changes(page).first().getByRole('button', { name: 'Edit' })).toBeDisabled();
  // Push Release too: pressed offline it failed with nothing on screen (walkthrough 17, D2).
  await expect(dialog(page).getByRole('button', { name: 'Push Release' })).toBeDisabled();
  await context.setOffline(false);
  await expect(dialog(page).getByRole('button', { name: 'Add Note' })).toBeEnabled();
  await expect(dialog(page).getByRole('button', { name: 'Push Release' })).toBeEnabled();
});

test('two admins editing one note: no lost update, and a stale list is read again after 409/404', async ({
  page,
  anotherDevice,
  signIn,
}) => {
  test.slow(); // two browsers, each waiting on the server
  // A is this test's page; B is a second admin in a browser context of its own.
  const pageB = await twoDevicesAt({ page, signIn, anotherDevice }, ['admin', 'admin'], async (p) => {
    await openReleaseNotes(p);
    await expect(changes(p)).toHaveCount(5);
    await changes(p).first().getByRole('button', { name: 'Edit' }).click();
  });
  const editorA = dialog(page).getByRole('group', { name: 'Edit note' });
  const editorB = dialog(pageB).getByRole('group', { name: 'Edit note' });
  await editorA.getByRole('textbox', { name: 'Comment' }).fill('Edited by A');
  await editorB.getByRole('textbox', { name: 'Comment' }).fill('Edited by B');
  await editorA.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Notes updated')).toBeVisible();

  // B's Update would replace A's unseen text: refused, and said so. B keeps the editor and the
  // text; the list, read again, shows A's stored note above it.
  const refused = pageB.waitForResponse((r) => r.url().endsWith('/ReleaseNotes/ReleaseNotes'));
  await editorB.getByRole('button', { name: 'Update' }).click();
  expect((await refused).status()).toBe(409);
  await expect(editorB.getByRole('alert')).toHaveText(NOTE_CHANGED_MEANWHILE);
  await expect(changes(pageB).first()).toContainText('Edited by A');
  await expect(editorB.getByRole('textbox', { name: 'Comment' })).toHaveText('Edited by B');
  // With A's text in view, B's next Update replaces it knowingly.
  await editorB.getByRole('button', { name: 'Update' }).click();
  await expect(toast(pageB, 'Notes updated')).toBeVisible();
  await expect(editorB).toHaveCount(0);
  await expect(changes(pageB)).toHaveCount(5);
  await expect(changes(pageB).first()).toContainText('Edited by B');

  // A deletes the second note; B, whose list still shows it, edits it: 404, and B's text becomes a
  // new note's (Save adds it), while the list drops the deleted one.
  await changes(page).nth(1).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Note' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Notes deleted')).toBeVisible();
  await expect(changes(pageB)).toHaveCount(5);
  await changes(pageB).nth(1).getByRole('button', { name: 'Edit' }).click();
  await editorB.getByRole('textbox', { name: 'Comment' }).fill('Kept after the delete');
  const gone = pageB.waitForResponse((r) => r.url().endsWith('/ReleaseNotes/ReleaseNotes'));
  await editorB.getByRole('button', { name: 'Update' }).click();
  expect((await gone).status()).toBe(404);
  const newNoteB = dialog(pageB).getByRole('group', { name: 'New note' });
  await expect(newNoteB.getByRole('alert')).toHaveText(NOTE_DELETED_MEANWHILE);
  await expect(newNoteB.getByRole('textbox', { name: 'Comment' })).toHaveText('Kept after the delete');
  await expect(changes(pageB)).toHaveCount(5); // 4 stored, then the new note's editor
  await newNoteB.getByRole('button', { name: 'Save' }).click();
  await expect(newNoteB).toHaveCount(0);
  await expect(changes(pageB)).toHaveCount(5);
  await expect(changes(pageB).last()).toContainText('Kept after the delete');

  // A deletes B's first note; B's Move over its stale list gets 409, and B's list is read again.
  await changes(page).first().getByRole('button', { name: 'Delete' }).click();
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await page.getByRole('dialog', { name: 'Delete Note' }).getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).status()).toBe(204);
  const stale = pageB.waitForResponse((r) => r.url().includes('/ReorderReleaseNotes/'));
  await changes(pageB).nth(2).getByRole('button', { name: 'Move up' }).click();
  expect((await stale).status()).toBe(409);
  await expect(changes(pageB)).toHaveCount(4);
  await expect(changes(pageB).first()).not.toContainText('Edited by B');
});

test("another admin's status change: a stale Activate or Deactivate says why beside the buttons, and the version shows as stored (walkthrough 36, D1)", async ({
  page,
  anotherDevice,
  signIn,
}) => {
  test.slow(); // two browsers, each waiting on the server
  // A is this test's page; B is a second admin in a browser context of its own. Both show 3.1.0
  // (Inactive), B with a note of it in the editor.
  const pageB = await twoAdminsShowing({ page, signIn, anotherDevice }, '3.1.0', 'Activate');
  await changes(pageB).first().getByRole('button', { name: 'Edit' }).click();
  const editorB = dialog(pageB).getByRole('group', { name: 'Edit note' });
  await editorB.getByRole('textbox', { name: 'Comment' }).fill('Edited by B');

  await statusBar(page, '3.1.0').getByRole('button', { name: 'Abandon' }).click();
  await page
    .getByRole('dialog', { name: 'Abandon Version' })
    .getByRole('button', { name: 'Abandon' })
    .click();
  await expect(toast(page, 'Version saved')).toBeVisible();

  // B's Update: the note editor says why (walkthrough 35, O1) and keeps B's text.
  await editorB.getByRole('button', { name: 'Update' }).click();
  await expect(editorB.getByRole('alert')).toHaveText(`The note was not saved. ${ABANDONED_NOTES_MESSAGE}`);
  await expect(editorB.getByRole('textbox', { name: 'Comment' })).toHaveText('Edited by B');

  // B's Activate: refused (only logged before, the stale buttons pressable again and again); now
  // said beside the buttons, announced, and the list read again shows 3.1.0 abandoned.
  const barB = statusBar(pageB, '3.1.0');
  const refused = pageB.waitForResponse((r) => r.request().method() === 'PATCH');
  await barB.getByRole('button', { name: 'Activate' }).click();
  expect((await refused).status()).toBe(400);
  await expect(barB.getByRole('alert')).toHaveText(
    'The version was not changed. A version in status Abandon cannot become Active.',
  );
  await expect(barB.getByRole('button')).toHaveCount(0);
  await expect(barB).toContainText('Abandon');
  await expect(versions(pageB).filter({ hasText: '3.1.0' })).toContainText(/Abandon/i);

  // Deactivate twice: 3.2.0 (Active) deactivated by A, then by B's stale bar.
  for (const p of [page, pageB]) {
    await versions(p).filter({ hasText: '3.2.0' }).getByRole('button').click();
    await expect(statusBar(p, '3.2.0').getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  }
  // Another version's failure is not said for this one.
  await expect(statusBar(pageB, '3.2.0').getByRole('alert')).toHaveCount(0);
  await statusBar(page, '3.2.0').getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, 'Version saved')).toBeVisible();
  const barB2 = statusBar(pageB, '3.2.0');
  await barB2.getByRole('button', { name: 'Deactivate' }).click();
  await expect(barB2.getByRole('alert')).toHaveText(
    'The version was not changed. A version in status Inactive cannot become Inactive.',
  );
  await expect(barB2.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await expect(barB2.getByRole('button', { name: 'Activate' })).toBeEnabled();
  // The next action starts afresh: Activate works, and the failure's words go.
  await barB2.getByRole('button', { name: 'Activate' }).click();
  await expect(toast(pageB, 'Version saved')).toBeVisible();
  await expect(barB2.getByRole('alert')).toHaveCount(0);
  await expect(barB2.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
});

test("another admin's note and status change show at a press of the version, the one shown too, keeping the focus; a stale Save as Draft says why; a note saved shows the status as stored (walkthrough 36, O1)", async ({
  page,
  anotherDevice,
  signIn,
}) => {
  test.slow(); // two browsers, each waiting on the server
  // A is this test's page; B is a second admin in a browser context of its own. Both show the
  // 3.4.0 draft.
  const pageB = await twoAdminsShowing({ page, signIn, anotherDevice }, '3.4.0', 'Submit');
  const notesBefore = await changes(page).count();

  // B adds a note. A presses 3.4.0, already shown, by keyboard: its notes are read again (A saw
  // them as first read; a new session saw B's), the ones shown staying until the answer is in.
  await addNote(pageB, 'Market Rates', 'Feature', "B's new note");
  const rowA = versions(page).filter({ hasText: '3.4.0' }).getByRole('button');
  const releaseNotesRead = await holdRequests(page, /\/ReleaseNotes\/ReleaseNotes\/\d+$/);
  // Bounded: before, nothing was asked, and the wait lasted the whole test.
  const notesAsked = page.waitForRequest(/\/ReleaseNotes\/ReleaseNotes\/\d+$/, { timeout: 15_000 });
  await rowA.focus();
  await page.keyboard.press('Enter');
  await notesAsked;
  await expect(changes(page)).toHaveCount(notesBefore);
  await expect(dialog(page).getByLabel('Loading changes')).toHaveCount(0);
  releaseNotesRead();
  await expect(changes(page)).toHaveCount(notesBefore + 1);
  await expect(changes(page).last()).toContainText("B's new note");
  await expect(rowA).toBeFocused();

  // A submits 3.4.0. B's bar, not read since, still offers Save as Draft: refused by the server (a
  // submitted version is no draft again), said beside the buttons, and 3.4.0 shown as stored.
  await submitDraft(page, '3.4.0', '3.4.0');
  const barB = statusBar(pageB, '3.4.0');
  await barB.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(barB.getByRole('alert')).toHaveText(
    'The version was not changed. A version in status Submit cannot become Draft.',
  );
  await expect(barB.getByRole('button', { name: 'Save as Draft' })).toHaveCount(0);
  await expect(barB.getByRole('button', { name: 'Activate', exact: true })).toBeEnabled();
  await expect(versions(pageB).filter({ hasText: '3.4.0' })).toContainText(/Submit/i);

  // A activates it. B presses 3.4.0, already shown: Active, with its buttons; the row keeps the focus.
  await statusBar(page, '3.4.0').getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(statusBar(page, '3.4.0').getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  const rowB = versions(pageB).filter({ hasText: '3.4.0' }).getByRole('button');
  await rowB.focus();
  await pageB.keyboard.press('Enter');
  await expect(barB.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  await expect(barB.getByRole('button', { name: 'Activate', exact: true })).toHaveCount(0);
  await expect(rowB).toBeFocused();

  // A deactivates it. B, without pressing anything, saves a note into it (notes may change until
  // a version is abandoned): B's bar then shows 3.4.0 as stored, Inactive.
  await statusBar(page, '3.4.0').getByRole('button', { name: 'Deactivate' }).click();
  await expect(statusBar(page, '3.4.0').getByRole('button', { name: 'Abandon' })).toBeEnabled();
  await addNote(pageB, 'Market Rates', 'Fix', "B's note after the Deactivate");
  await expect(barB).toContainText('Inactive');
  await expect(barB.getByRole('button', { name: 'Abandon' })).toBeEnabled();
});

test("another admin submitted the draft: the Version panel's refused Save says why and keeps the number typed; Cancel leaves the focus on the status bar as stored (walkthrough 36, O1 leftovers)", async ({
  page,
  anotherDevice,
  signIn,
}) => {
  test.slow(); // two browsers, each waiting on the server
  // A is this test's page; B is a second admin in a browser context of its own. Both show the
  // 3.4.0 draft; A opens Submit's panel and types a number.
  const pageB = await twoAdminsShowing({ page, signIn, anotherDevice }, '3.4.0', 'Submit');
  await statusBar(page, '3.4.0').getByRole('button', { name: 'Submit' }).click();
  const panel = page.getByRole('dialog', { name: 'Version', exact: true });
  const field = panel.getByRole('textbox', { name: 'Version' });
  await field.fill('3.5.0');

  // B submits it first. A's Save is refused: before, only logged, nothing seen to happen.
  await submitDraft(pageB, '3.4.0', '3.4.0');
  const refused = page.waitForResponse((r) => r.url().endsWith('/ReleaseNotes/ReleaseVersion'));
  await panel.getByRole('button', { name: 'Save' }).click();
  expect((await refused).status()).toBe(400);
  await expect(panel.getByRole('alert')).toHaveText(
    'The version was not changed. A version in status Submit cannot become Submit.',
  );
  await expect(field).toHaveValue('3.5.0');
  await expect(panel.getByRole('button', { name: 'Save' })).toBeEnabled();

  // Cancel by keyboard: Submit, which opened the panel, went with the Draft status; the focus
  // lands on the stored status's first button, not the page's body.
  await pressEnterOn(panel.getByRole('button', { name: 'Cancel' }));
  await expect(panel).toBeHidden();
  await expect(statusBar(page, '3.4.0').getByRole('button', { name: 'Activate', exact: true })).toBeFocused();
  await expect(statusBar(page, '3.4.0').getByRole('alert')).toHaveCount(0);
});

test("by keyboard, a refused Activate or Deactivate (another admin's change) leaves the focus on the status bar as stored, or the row when it offers no button", async ({
  page,
  anotherDevice,
  signIn,
}) => {
  test.slow(); // two browsers, each waiting on the server
  // Walkthrough 36, O1 leftovers: the list read again showed the stored status, the pressed
  // button went with the old one, and the focus fell to the page's body.
  const pageB = await twoAdminsShowing({ page, signIn, anotherDevice }, '3.1.0', 'Activate');

  // B abandons 3.1.0 (Inactive); A's Activate is refused. Abandon offers no button: the row.
  await statusBar(pageB, '3.1.0').getByRole('button', { name: 'Abandon' }).click();
  await pageB
    .getByRole('dialog', { name: 'Abandon Version' })
    .getByRole('button', { name: 'Abandon' })
    .click();
  await expect(toast(pageB, 'Version saved')).toBeVisible();
  const bar = statusBar(page, '3.1.0');
  await pressEnterOn(bar.getByRole('button', { name: 'Activate' }));
  await expect(bar.getByRole('alert')).toHaveText(
    'The version was not changed. A version in status Abandon cannot become Active.',
  );
  await expect(bar.getByRole('button')).toHaveCount(0);
  await expect(versions(page).filter({ hasText: '3.1.0' }).getByRole('button')).toBeFocused();

  // 3.2.0 (Active): B deactivates it; A's Deactivate is refused. Inactive offers Activate first.
  for (const p of [page, pageB]) {
    await versions(p).filter({ hasText: '3.2.0' }).getByRole('button').click();
    await expect(statusBar(p, '3.2.0').getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  }
  await statusBar(pageB, '3.2.0').getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(pageB, 'Version saved')).toBeVisible();
  const bar2 = statusBar(page, '3.2.0');
  await pressEnterOn(bar2.getByRole('button', { name: 'Deactivate' }));
  await expect(bar2.getByRole('alert')).toHaveText(
    'The version was not changed. A version in status Inactive cannot become Inactive.',
  );
  await expect(bar2.getByRole('button', { name: 'Activate' })).toBeFocused();
});

test('the Version panel says a number already taken, or text that is no number, at the field, and sends nothing', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await openReleaseNotes(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/ReleaseNotes/ReleaseVersion')) sent.push(r.method());
  });
  await versions(page).filter({ hasText: '3.4.0' }).getByRole('button').click();
  await statusBar(page, '3.4.0').getByRole('button', { name: 'Submit' }).click();
  const panel = page.getByRole('dialog', { name: 'Version', exact: true });
  const field = panel.getByRole('textbox', { name: 'Version' });
  // The draft's own number is free for it; another version's is not (the server would say 400).
  await expect(field).toHaveValue('3.4.0');
  await expect(panel.getByText('This version already exists.')).toHaveCount(0);
  await field.fill('3.2.0');
  await expect(panel.getByText('This version already exists.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
  await field.press('Enter');
  await field.fill('3.2.1');
  await expect(panel.getByText('This version already exists.')).toHaveCount(0);
  // A version is a number: free text left the next suggestion empty (walkthrough 3).
  await field.fill('v3.5 beta');
  await expect(panel.getByText('Use numbers separated by dots, like 3.2.0.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
  await field.press('Enter');
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();
  expect(sent).toEqual([]);
});

test("Add Note brings the new note's editor into view below the version's notes", async ({
  page,
  signIn,
}) => {
  // The editor (its 350 px comment box and its buttons) opens inside the Changes list, which scrolls
  // in its own area under the filters: in a window this high the whole editor fits there.
  await page.setViewportSize({ width: 1280, height: 1024 });
  await signIn('admin');
  await openReleaseNotes(page);
  await expect(changes(page)).toHaveCount(5);
  // The editor's code is held until the form has scrolled, as on a slow network: what arrives
  // then must not push the buttons back out of view.
  const releaseEditorCode = await holdRequests(page, '**/assets/RichTextField-*.js');
  await dialog(page).getByRole('button', { name: 'Add Note' }).click();
  const editor = dialog(page).getByRole('group', { name: 'New note' });
  await expect(editor.getByLabel('Loading the editor')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 0.9 });
  releaseEditorCode();
  await expect(editor.getByRole('textbox', { name: 'Comment' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 0.9 });
  // The comment box is 350 px high, toolbar included (S2 §2).
  expect((await editor.locator('.mantine-RichTextEditor-root').boundingBox())?.height).toBe(350);
  // Save waits for a comment, and the field says so as Apps and Change type do: an asterisk, and
  // aria-required on the box (the name stays 'Comment').
  await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  for (const required of ['Apps', 'Change type', 'Comment'])
    await expect(editor.getByText(new RegExp(`^${required}\\s*\\*$`))).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Comment' })).toHaveAttribute('aria-required', 'true');
  // The access levels, 'limited' shown as 'All' (S2 §3).
  await editor.getByRole('combobox', { name: 'Access level' }).click();
  await expect(page.getByRole('option')).toHaveText(['Admin', 'User', 'All']);
  await expect(editor.getByRole('combobox', { name: 'Change type' })).toBeInViewport({ ratio: 0.9 });
});

test('an abandoned version is a dead end: its notes are listed without Edit, Delete, moves or Add Note', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await openReleaseNotes(page);
  await filterByReleaseType(page, ['Abandon']);
  await expect(versions(page)).toHaveText([/^0\.6\.0.*Abandon/]);
  await expect(statusBar(page, '0.6.0').getByRole('button')).toHaveCount(0);
  await expect(changes(page)).toHaveCount(3);
  const pane = dialog(page).getByRole('region', { name: 'Changes' });
  for (const name of ['Edit', 'Delete', 'Move up', 'Move down', 'Add Note'])
    await expect(pane.getByRole('button', { name })).toHaveCount(0);
});

test('a non-admin gets no authoring controls, and the server refuses the write calls', async ({
  page,
  signIn,
}) => {
  await signIn('supervisor');
  await openReleaseNotes(page);
  await expect(changes(page).first()).toBeVisible();
  for (const name of ['Add Version', 'Add Note', 'Edit', 'Delete', 'Move up', 'Activate', 'Deactivate'])
    await expect(dialog(page).getByRole('button', { name, exact: true })).toHaveCount(0);

  const headers = await authHeaders(page);
  const note = {
    id: 0,
    versionId: 1,
    noteApps: ['marketrates'],
    noteAppNames: [],
    changeType: 'Fix',
    comment: '<p>x</p>',
    accessLevel: null,
    order: 1,
  };
  const version = { id: 0, version: 'Draft', status: 'Draft', createDate: new Date().toISOString() };
  const answers = await Promise.all([
    page.request.put('/api/ReleaseNotes/ReleaseNotes', { headers, data: note }),
    page.request.patch('/api/ReleaseNotes/ReleaseNotes', { headers, data: { ...note, loaded: note } }),
    page.request.delete('/api/ReleaseNotes/ReleaseNotes/1', { headers }),
    page.request.patch('/api/ReleaseNotes/ReorderReleaseNotes/MOVEUP/1', { headers, data: [note] }),
    page.request.put('/api/ReleaseNotes/ReleaseVersion', { headers, data: version }),
    page.request.patch('/api/ReleaseNotes/ReleaseVersions', { headers, data: { ...version, id: 1 } }),
  ]);
  expect(answers.map((answer) => answer.status())).toEqual([403, 403, 403, 403, 403, 403]);
});

test('a new note whose save answer is cut short is added once, with what was typed after', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await openReleaseNotes(page);
  const { editor, comment, save } = await addNoteWithCutAnswer(page, 'Late returns are counted');
  // The editor keeps the note, and says it may have been added and that Save again is safe.
  await expect(comment).toHaveText('Late returns are counted');
  await expect(editor.getByRole('alert')).toHaveText(SAVE_MAY_HAVE_COMPLETED);

  // Changed before Save again: the server answers the note the first Save added; the change follows.
  await comment.fill('Late returns are counted once');
  await save.click();
  await expect(editor).toHaveCount(0);
  await expect(toast(page, 'Notes updated')).toBeVisible();
  await expect(changes(page)).toHaveCount(6);
  await expect(changes(page).last()).toContainText('Late returns are counted once');
});

test('a new note whose answer was lost, then the session lapsed, comes back after signing in again: kept, said so, added once', async ({
  page,
  signIn,
  controls,
}) => {
  await signIn('admin');
  await openReleaseNotes(page);
  const { comment, save } = await addNoteWithCutAnswer(page, 'Overnight counts');
  await comment.fill('Overnight counts are kept');
  // Past the refresh token's 12 hours: the next Save's renewal is refused and signs out (S1 §8).
  await lapseSessionAt(page, controls, () => save.click());
  await expect(page.getByRole('status')).toContainText('Session expired, please re-login!');

  // The same admin signing in again gets the Release Notes open on the editor as it was (walkthrough 15, D4).
  await signInOnPage(page, 'admin');
  const kept = dialog(page).getByRole('group', { name: 'New note' });
  await expect(kept.getByRole('textbox', { name: 'Comment' })).toHaveText('Overnight counts are kept');
  await expect(kept.getByRole('combobox', { name: /^Change type/ })).toHaveValue('Fix');
  await expect(kept.getByRole('status')).toHaveText(
    'You were signed out before this release note was saved: here is your text as you left it. Save it, or Cancel to drop it. An earlier Save may have added it already: saving again will not add it twice.',
  );
  // Save sends the first create again under the draft's key, then the change: one note, the last text.
  await kept.getByRole('button', { name: 'Save' }).click();
  await expect(kept).toHaveCount(0);
  await expect(changes(page)).toHaveCount(6);
  await expect(changes(page).last()).toContainText('Overnight counts are kept');
  await expect(changes(page).filter({ hasText: 'Overnight counts' })).toHaveCount(1);
});

test('a note edit open when Merge Roles changes on another device comes back after the same admin signs in again, as after an expiry (walkthrough 37, D4)', async ({
  page,
  signIn,
  anotherDevice,
}) => {
  test.slow(); // two browsers
  await signIn('admin');
  await openReleaseNotes(page);
  await changes(page).first().getByRole('button', { name: 'Edit' }).click();
  const editor = dialog(page).getByRole('group', { name: 'Edit note' });
  await editor.getByRole('textbox', { name: 'Comment' }).fill('Typed before Merge Roles changed');

  const other = await anotherDevice('admin');
  await mergeRolesAndSignOut(other);

  // Back to this device: its renewal brings the change, which signs it out with the reason.
  await showPageAgainUntilSignedOut(page);
  await expect(page.getByText(MERGE_ROLES_CHANGED_MESSAGE)).toBeVisible();

  await signInOnPage(page, 'admin');
  const kept = dialog(page).getByRole('group', { name: 'Edit note' });
  await expect(kept.getByRole('textbox', { name: 'Comment' })).toHaveText('Typed before Merge Roles changed');
  await expect(kept.getByRole('status')).toHaveText(
    'You were signed out before this release note was saved: here is your text as you left it. Save it, or Cancel to drop it.',
  );
});

test('a note edit kept through an expiry ends when another user signs in there: they never see it, nor does the admin afterwards', async ({
  page,
  signIn,
  controls,
}) => {
  await signIn('admin');
  await openReleaseNotes(page);
  await changes(page).first().getByRole('button', { name: 'Edit' }).click();
  const editor = dialog(page).getByRole('group', { name: 'Edit note' });
  await editor.getByRole('textbox', { name: 'Comment' }).fill('Typed before the expiry');
  await lapseSessionAt(page, controls, () => editor.getByRole('button', { name: 'Update' }).click());

  const keptDraftKeys = () =>
    page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('ops.keptDraft.')));
  await expect.poll(keptDraftKeys).not.toEqual([]);

  // Another user signing in this tab ends it: nothing left in the tab, no editor.
  await signInOnPage(page, 'supervisor');
  await expect(page.getByRole('navigation', { name: 'Title bar' })).toBeVisible();
  expect(await keptDraftKeys()).toEqual([]);
  await openReleaseNotes(page);
  await expect(changes(page).first()).toBeVisible();
  await expect(dialog(page).getByRole('group', { name: 'Edit note' })).toHaveCount(0);
  await expect(dialog(page)).not.toContainText('Typed before the expiry');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  // The admin, signing in there afterwards, gets nothing back: the note as stored, no editor.
  await signInOnPage(page, 'admin');
  await expect(page.getByRole('navigation', { name: 'Title bar' })).toBeVisible();
  await openReleaseNotes(page);
  await expect(changes(page)).toHaveCount(5);
  await expect(dialog(page).getByRole('group', { name: 'Edit note' })).toHaveCount(0);
  await expect(dialog(page)).not.toContainText('Typed before the expiry');
});

test('closing Release Notes with a note being written asks first; Cancel keeps it open with the text, an unchanged editor closes at once', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await openReleaseNotes(page);
  await expect(changes(page)).toHaveCount(5);
  const asking = page.getByRole('dialog', { name: 'Close Release Notes?' });

  // An editor opened and left as it was loses nothing: Escape closes at once.
  await changes(page).first().getByRole('button', { name: 'Edit' }).click();
  const editor = dialog(page).getByRole('group', { name: 'Edit note' });
  await expect(editor).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(asking).toHaveCount(0);

  // A comment typed: the close button asks, in the one confirm dialog; Cancel keeps the modal and the text.
  await openReleaseNotes(page);
  await changes(page).first().getByRole('button', { name: 'Edit' }).click();
  const comment = editor.getByRole('textbox', { name: 'Comment' });
  await comment.fill('Half a sentence');
  await dialog(page).locator('.mantine-Modal-close').click();
  await expect(asking).toContainText(
    'Closing Release Notes loses a release note edit, not saved yet. Cancel keeps Release Notes open, so you can save it first.',
  );
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await expect(asking).toHaveCount(0);
  await expect(comment).toHaveText('Half a sentence');

  // Escape asks the same; confirmed, the modal closes.
  await comment.press('Escape');
  await expect(asking).toBeVisible();
  await asking.getByRole('button', { name: 'Close Release Notes' }).click();
  await expect(dialog(page)).toHaveCount(0);
});

test("an admin lowered while the modal is open: a refused write says the server's reason after S1 §8's retries; after the renewal the lists are as now allowed and the lost text is said (walkthrough 37, D6)", async ({
  page,
  signIn,
  controls,
}) => {
  await signInWithFollower(page, () => signIn('admin'));
  await openReleaseNotes(page);
  await expect(changes(page)).toHaveCount(5);
  await expect(versions(page).filter({ hasText: '3.4.0' })).toContainText('Draft');
  await changes(page).first().getByRole('button', { name: 'Edit' }).click();
  const editor = dialog(page).getByRole('group', { name: 'Edit note' });
  await editor.getByRole('textbox', { name: 'Comment' }).fill('Typed by an admin about to be lowered');

  expect(await controls.lowerAdmin()).toEqual([1, 1, 1, 1, 1]);
  await controls.resetStats();

  // Before the renewal: each refused write is tried three times (S1 §8: the toast, then retries),
  // then says the server's reason where it was pressed.
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(editor.getByRole('alert')).toHaveText(
    'The note was not saved. Only admins can change release notes.',
  );
  await dialog(page).getByRole('button', { name: 'Push Release' }).click();
  await expect(
    dialog(page).getByRole('alert').filter({ hasText: 'Notifications were not sent.' }),
  ).toHaveText('Notifications were not sent. Only admins can push a release.');
  const stats = (await controls.stats()).requests;
  expect([stats['PATCH ReleaseNotes/ReleaseNotes'], stats['GET ReleaseNotes/PushReleaseVersion']]).toEqual([
    3, 3,
  ]);

  // The renewal brings the lowered claims: the admin controls go, the typed text's loss is said,
  // and the open list is read again as a non-admin's (Active versions only).
  await showPageAgain(page);
  await expect(
    page.getByText('You no longer have the role Site Administrator; switched to Security Grantor.'),
  ).toBeVisible();
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'You can no longer change release notes: your text was not saved.',
  );
  await expect(editor).toHaveCount(0);
  await expect(dialog(page).getByRole('button', { name: 'Push Release' })).toHaveCount(0);
  await expect(dialog(page).getByRole('button', { name: 'Add Version' })).toHaveCount(0);
  await expect(versions(page).filter({ hasText: '3.4.0' })).toHaveCount(0);
  await expect(versions(page).filter({ hasText: '3.3.0' })).toHaveCount(0);
  await expect(changes(page).first()).toBeVisible();
});
