import type { Locator, Page } from '@playwright/test';
import { authHeaders } from './support/api-auth';
import { ageCachedReads } from './support/browser-storage';
import { expect, signInOnPage, test } from './support/fixtures';
import { cutFirstAnswer, lapseSessionAt } from './support/held-requests';
import { homeHeading } from './support/landmarks';
import { signInWithFollower } from './support/session-follower';
import { textPastEdges } from './support/text-fit';
import { twoDevicesAt } from './support/two-devices';
import { showPageAgain } from './support/visibility';

const panel = (page: Page) => page.getByRole('dialog', { name: 'Help Topics' });
const topicList = (page: Page) => panel(page).getByRole('list', { name: 'Help topics' });
const confirmDelete = (page: Page) => page.getByRole('dialog', { name: 'Delete Help Topic' });

async function openHelpTopics(page: Page) {
  await expect(homeHeading(page)).toBeVisible();
  await page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Help Topics' }).click();
  await expect(panel(page)).toBeVisible();
}

/** Starts a new topic: its editor, in edit mode. */
async function newTopic(page: Page) {
  await panel(page).getByRole('button', { name: 'New Topic' }).click();
  return panel(page).getByRole('group', { name: 'New help topic' });
}

/** What the server holds, read as the signed-in user. */
async function storedTopics(
  page: Page,
): Promise<{ id: number; title: string; description: string; permissionLevel: number }[]> {
  const response = await page.request.get('/api/Help/Topics', { headers: await authHeaders(page) });
  return response.json();
}

test('a help admin creates a topic, cancels an edit, saves through a failure and deletes it', async ({
  page,
  context,
  signIn,
  controls,
}) => {
  await signIn('admin');
  await openHelpTopics(page);
  await expect(topicList(page).getByRole('listitem')).toHaveCount(5);

  // A new topic starts in edit mode on the details tab; Save waits for title and content.
  await panel(page).getByRole('button', { name: 'New Topic' }).click();
  await expect(panel(page).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  const editor = panel(page).getByRole('group', { name: 'New help topic' });
  const save = editor.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  // Off with its reason beside it, heard on Save too (walkthrough 39, D1).
  await expect(save).toHaveAccessibleDescription('Fill in Title and Description to save.');
  await editor.getByRole('textbox', { name: 'Title' }).fill('   ');
  await expect(editor.getByText('Fill in Title and Description to save.')).toBeVisible();
  // The content box is labelled, and marked required, like Title and Permission level; all three
  // and Save show in the panel as it opens (S2 §5: all three are required).
  const description = editor.getByRole('textbox', { name: 'Description' });
  await expect(editor.getByText(/^Description\s*\*$/)).toBeVisible();
  await expect(description).toHaveAttribute('aria-required', 'true');
  // The rich-text box is 300 px high, toolbar included (S2 §2).
  expect((await editor.locator('.mantine-RichTextEditor-root').boundingBox())?.height).toBe(300);
  for (const field of [
    editor.getByRole('textbox', { name: 'Title' }),
    editor.getByRole('combobox', { name: 'Permission level' }),
    save,
  ])
    await expect(field).toBeInViewport({ ratio: 1 });
  await editor.getByRole('textbox', { name: 'Title' }).fill('Renting a van');
  await expect(save).toBeDisabled();
  await description.fill('Vans need a second ID.');
  await editor.getByRole('combobox', { name: 'Permission level' }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  // By keyboard (walkthrough 3, defect 4): Save, gone with the editor, hands the focus to the saved
  // topic's Edit, not to the page's body.
  await save.focus();
  await page.keyboard.press('Enter');

  await expect(panel(page).getByRole('heading', { name: 'Renting a van' })).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(panel(page).getByText('Permission level: User')).toBeVisible();
  await panel(page).getByRole('tab', { name: 'List' }).click();
  await expect(topicList(page).getByRole('listitem')).toHaveCount(6);
  await topicList(page).getByRole('button', { name: 'Renting a van' }).click();
  await expect
    .poll(async () => (await storedTopics(page)).find((topic) => topic.title === 'Renting a van'))
    .toEqual(expect.objectContaining({ description: '<p>Vans need a second ID.</p>', permissionLevel: 1 }));

  // Cancel restores the original values.
  await panel(page).getByRole('button', { name: 'Edit' }).click();
  const edit = panel(page).getByRole('group', { name: 'Edit help topic' });
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled(); // nothing changed yet
  await edit.getByRole('textbox', { name: 'Title' }).fill('Renting a truck');
  await edit.getByRole('textbox', { name: 'Description' }).fill('Trucks differ.');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Renting a van' })).toBeVisible();
  await expect(panel(page).getByText('Vans need a second ID.')).toBeVisible();

  // A failed save says so near Save with the server's message (walkthrough 7, defect 2); the
  // editor keeps the user's text and Save works again.
  await panel(page).getByRole('button', { name: 'Edit' }).click();
  await edit.getByRole('textbox', { name: 'Description' }).fill('Vans need two forms of ID.');
  await controls.fault('Help/Topics', 500, 1, 'The database is busy', 'PATCH');
  const failed = page.waitForResponse(
    (r) => r.url().endsWith('/Help/Topics') && r.request().method() === 'PATCH',
  );
  await edit.getByRole('button', { name: 'Save' }).click();
  expect((await failed).status()).toBe(500);
  await expect(edit.getByRole('alert')).toContainText('The database is busy');
  await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveText('Vans need two forms of ID.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(panel(page).getByText('Vans need two forms of ID.')).toBeVisible();
  await expect
    .poll(
      async () => (await storedTopics(page)).find((topic) => topic.title === 'Renting a van')?.description,
    )
    .toBe('<p>Vans need two forms of ID.</p>');

  // Offline the authoring controls are off, with the hint.
  await context.setOffline(true);
  await expect(panel(page).getByText('Adding and changing help topics needs a connection.')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(panel(page).getByRole('button', { name: 'Delete' })).toBeDisabled();
  await context.setOffline(false);
  await expect(panel(page).getByRole('button', { name: 'Delete' })).toBeEnabled();

  // Delete asks first, naming the topic; Cancel keeps it, Delete removes it.
  await panel(page).getByRole('button', { name: 'Delete' }).click();
  await expect(confirmDelete(page).getByText('This action cannot be undone')).toBeVisible();
  await expect(confirmDelete(page)).toContainText(
    "Are you sure you want to delete the help topic 'Renting a van'?",
  );
  await confirmDelete(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmDelete(page)).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'Delete' }).click();
  await confirmDelete(page).getByRole('button', { name: 'Delete' }).click();
  await expect(confirmDelete(page)).toHaveCount(0);
  await expect(topicList(page).getByRole('listitem')).toHaveCount(5);
  await expect(topicList(page)).not.toContainText('Renting a van');
  expect((await storedTopics(page)).map((topic) => topic.title)).not.toContain('Renting a van');
});

test('a new topic whose save answer is cut short is said to be maybe saved, and Save again makes no twin', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await openHelpTopics(page);
  await expect(topicList(page).getByRole('listitem')).toHaveCount(5);
  // The server applies the first PUT, but its answer arrives cut short (walkthrough 7, defect 2).
  const cut = await cutFirstAnswer(page, '**/api/Help/Topics');

  const editor = await newTopic(page);
  await editor.getByRole('textbox', { name: 'Title' }).fill('Returning a rental after hours');
  await editor.getByRole('textbox', { name: 'Description' }).fill('Use the key drop.');
  const save = editor.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(editor.getByRole('alert')).toContainText(
    'The save may not have completed: the answer did not arrive in full. Pressing Save again is safe',
  );
  expect(cut()).toBe(1);
  await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue('Returning a rental after hours');
  await expect(save).toBeEnabled();

  // The same draft's key: the server answers the topic the first Save made; the user's change
  // since then follows it as an update.
  await editor.getByRole('textbox', { name: 'Description' }).fill('Use the key drop, or call the branch.');
  await save.click();
  await expect(panel(page).getByRole('heading', { name: 'Returning a rental after hours' })).toBeVisible();
  await panel(page).getByRole('tab', { name: 'List' }).click();
  await expect(topicList(page).getByRole('listitem')).toHaveCount(6);
  await expect(topicList(page).getByRole('button', { name: 'Returning a rental after hours' })).toHaveCount(
    1,
  );
  const titled = (await storedTopics(page)).filter(
    (topic) => topic.title === 'Returning a rental after hours',
  );
  expect(titled).toHaveLength(1);
  expect(titled[0]?.description).toContain('Use the key drop, or call the branch.');

  // A new draft gets a new key: the same title again is a second topic, as asked.
  await panel(page).getByRole('button', { name: 'New Topic' }).click();
  await editor.getByRole('textbox', { name: 'Title' }).fill('Returning a rental after hours');
  await editor.getByRole('textbox', { name: 'Description' }).fill('Or call the branch.');
  await save.click();
  await expect(editor).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await storedTopics(page)).filter((t) => t.title === 'Returning a rental after hours').length,
    )
    .toBe(2);
});

test('an edit answered 429, then cut short, says so near Save each time and keeps the typed text (walkthrough 7)', async ({
  page,
  signIn,
  controls,
}) => {
  await signIn('admin');
  await openHelpTopics(page);
  const first = topicList(page).getByRole('listitem').first().getByRole('button');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await panel(page).getByRole('button', { name: 'Edit' }).click();
  const edit = panel(page).getByRole('group', { name: 'Edit help topic' });
  const description = edit.getByRole('textbox', { name: 'Description' });
  const save = edit.getByRole('button', { name: 'Save' });
  await description.fill('Typed before the server said to slow down.');

  // 429: the server's message near Save (a save is the user's own: no wait is imposed on it).
  await controls.fault('Help/Topics', 429, 1, 'Too many requests: wait a moment.', 'PATCH', 30);
  await save.click();
  await expect(edit.getByRole('alert')).toHaveText('Too many requests: wait a moment.');
  await expect(description).toHaveText('Typed before the server said to slow down.');
  await expect(save).toBeEnabled();

  // An answer cut short (the server applied it): it may have saved, and Save again is safe.
  const cut = await cutFirstAnswer(page, '**/api/Help/Topics', 'PATCH');
  await save.click();
  await expect(edit.getByRole('alert')).toContainText('The save may not have completed');
  expect(cut()).toBe(1);
  await expect(description).toHaveText('Typed before the server said to slow down.');
  await save.click();
  await expect(edit).toHaveCount(0);
  await expect(panel(page).getByText('Typed before the server said to slow down.')).toBeVisible();
  await expect
    .poll(async () => (await storedTopics(page)).find((topic) => topic.title === title)?.description)
    .toBe('<p>Typed before the server said to slow down.</p>');
});

test('with 150 topics a filter box and New Topic stay above the scrolling list, and the filter finds topics (walkthrough 7)', async ({
  page,
  signIn,
}) => {
  await page.route('**/api/Help/Topics', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const topics = (await response.json()) as { id: number; title: string }[];
    const more = Array.from({ length: 150 - topics.length }, (_, index) => ({
      ...topics[0],
      id: 9000 + index,
      title: `Station guide ${index + 1}`,
    }));
    return route.fulfill({ response, json: [...topics, ...more] });
  });
  await signIn('admin');
  await openHelpTopics(page);
  const rows = topicList(page).getByRole('listitem');
  await expect(rows).toHaveCount(150);
  const filter = panel(page).getByRole('searchbox', { name: 'Filter help topics' });
  const fixed = [
    panel(page).getByRole('tab', { name: 'List' }),
    filter,
    panel(page).getByRole('button', { name: 'New Topic' }),
  ];

  await rows.last().scrollIntoViewIfNeeded();
  await expect(rows.last()).toBeInViewport();
  for (const control of fixed) await expect(control).toBeInViewport({ ratio: 1 });

  await filter.fill('GUIDE 99');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveText('Station guide 99');
  await filter.fill('no such topic');
  await expect(rows).toHaveCount(0);
  await expect(panel(page).getByRole('status')).toHaveText("No help topics match 'no such topic'.");
  await filter.fill('');
  await expect(rows).toHaveCount(150);
});

test('a help user edits a topic but gets no New Topic, Delete or permission level', async ({
  page,
  signIn,
}) => {
  await signIn('supervisor');
  await openHelpTopics(page);
  await expect(panel(page).getByRole('button', { name: 'New Topic' })).toHaveCount(0);
  await topicList(page).getByRole('button', { name: 'Editing favorites' }).click();
  await expect(panel(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await panel(page).getByRole('button', { name: 'Edit' }).click();
  const edit = panel(page).getByRole('group', { name: 'Edit help topic' });
  await expect(edit.getByRole('combobox', { name: 'Permission level' })).toHaveCount(0);
  await expect(edit.getByText('Permission level: User')).toBeVisible();
  // Words longer than the panel is wide (a pasted link, a part number) break inside it, in the
  // details and in the list, instead of being cut off at its edge.
  // Near its limit (200 characters), the title counts its characters.
  const titleBox = edit.getByRole('textbox', { name: 'Title' });
  const save = edit.getByRole('button', { name: 'Save' });
  await titleBox.fill('T'.repeat(195));
  await expect(titleBox).toHaveAccessibleDescription('195 / 200 characters');
  // An emoji counts as one character, as the server counts it (walkthrough 15, D5).
  await titleBox.fill('🚗'.repeat(190));
  await expect(titleBox).toHaveAccessibleDescription('190 / 200 characters');
  // A paste beyond the limit is kept whole and said too long, with its count; Save is off until it
  // fits (walkthrough 35, D2: the end of the paste was cut without a word).
  await titleBox.press('End');
  await page.keyboard.insertText(`b${'👨‍👩‍👧'.repeat(3)}`);
  await expect(titleBox).toHaveValue(`${'🚗'.repeat(190)}b${'👨‍👩‍👧'.repeat(3)}`);
  await expect(titleBox).toHaveAccessibleDescription('A title is at most 200 characters: this one has 206.');
  await expect(titleBox).toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeDisabled();
  const title = `Ordering favorites ${'W'.repeat(120)}`;
  await titleBox.fill(title);
  await expect(titleBox).toHaveAccessibleDescription('');
  await edit.getByRole('textbox', { name: 'Description' }).fill(`Drag them: ${'x'.repeat(200)} end.`);
  await save.click();
  await expect(panel(page).getByRole('heading', { name: 'Ordering favorites' })).toBeVisible();
  await expect(panel(page).getByText('end.')).toBeVisible();
  expect(await textPastEdges(panel(page))).toEqual([]);
  await panel(page).getByRole('tab', { name: 'List' }).click();
  await expect(topicList(page).getByRole('button', { name: 'Ordering favorites' })).toBeVisible();
  expect(await textPastEdges(panel(page))).toEqual([]);
  expect((await storedTopics(page)).map((topic) => topic.title)).toContain(title);
});

test('an admin lowered while editing a topic: after the renewal the topic editor closes and says the changes were not saved (walkthrough 37, D6)', async ({
  page,
  signIn,
  controls,
}) => {
  await signInWithFollower(page, () => signIn('admin'));
  await openHelpTopics(page);
  await topicList(page).getByRole('button', { name: 'Editing favorites' }).click();
  await panel(page).getByRole('button', { name: 'Edit' }).click();
  const edit = panel(page).getByRole('group', { name: 'Edit help topic' });
  await edit.getByRole('textbox', { name: 'Title' }).fill('Typed by an admin about to be lowered');

  expect(await controls.lowerAdmin()).toEqual([1, 1, 1, 1, 1]);
  await showPageAgain(page);
  await expect(
    page.getByText('You no longer have the role Site Administrator; switched to Security Grantor.'),
  ).toBeVisible();
  await expect(
    page.getByText(
      'You can no longer edit this help topic: the topic editor was closed and your changes were not saved.',
    ),
  ).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test("two authors on one topic: the second Save is refused with the message, B's text kept over A's version, nothing lost", async ({
  page,
  anotherDevice,
  signIn,
}) => {
  test.slow(); // two browsers, each waiting on the server
  // A (a help admin) is this test's page; B (a help user) a browser context of its own.
  const pageB = await twoDevicesAt({ page, signIn, anotherDevice }, ['admin', 'supervisor'], async (p) => {
    await openHelpTopics(p);
    await topicList(p).getByRole('button', { name: 'Getting around the portal' }).click();
    await panel(p).getByRole('button', { name: 'Edit' }).click();
  });
  const editA = panel(page).getByRole('group', { name: 'Edit help topic' });
  const editB = panel(pageB).getByRole('group', { name: 'Edit help topic' });
  const renamed = 'Getting around the portal (renamed by A)';
  await editA.getByRole('textbox', { name: 'Title' }).fill(renamed);
  await editA.getByRole('button', { name: 'Save' }).click();
  await expect(panel(page).getByRole('heading', { name: renamed })).toBeVisible();

  // B, still showing the old title, adds a sentence: refused, said near Save, B's text kept.
  const descriptionB = editB.getByRole('textbox', { name: 'Description' });
  await descriptionB.click();
  await descriptionB.press('ControlOrMeta+End');
  await descriptionB.pressSequentially(' Added by B.');
  const refused = pageB.waitForResponse(
    (r) => r.url().endsWith('/Help/Topics') && r.request().method() === 'PATCH',
  );
  await editB.getByRole('button', { name: 'Save' }).click();
  expect((await refused).status()).toBe(409);
  await expect(editB.getByRole('alert')).toHaveText(
    /Someone else changed this help topic after you opened it/,
  );
  await expect(descriptionB).toContainText('Added by B.');
  // The form now shows A's title (B did not change it) with B's description.
  await expect(editB.getByRole('textbox', { name: 'Title' })).toHaveValue(renamed);
  let stored = (await storedTopics(page)).find((topic) => topic.title === renamed);
  expect(stored?.description).not.toContain('Added by B.');

  // Save again writes the form as shown, knowingly: A's rename and B's sentence both kept.
  await editB.getByRole('button', { name: 'Save' }).click();
  await expect(panel(pageB).getByRole('heading', { name: renamed })).toBeVisible();
  stored = (await storedTopics(page)).find((topic) => topic.title === renamed);
  expect(stored?.description).toContain('Added by B.');
});

/** Deletes a topic through the API as the user signed in on `page` (another admin, to the app). */
async function deleteTopicAs(page: Page, title: string) {
  const topic = (await storedTopics(page)).find((stored) => stored.title === title);
  const response = await page.request.delete(`/api/Help/Topics/${topic?.id}`, {
    headers: await authHeaders(page),
  });
  expect(response.status()).toBe(204);
}

/** Opens `title` in the editor, types `newTitle`, while another admin deletes the topic meanwhile. */
async function editWhileDeletedElsewhere(page: Page, otherAdmin: Page, title: string, newTitle: string) {
  await openHelpTopics(page);
  await topicList(page).getByRole('button', { name: title }).click();
  await panel(page).getByRole('button', { name: 'Edit' }).click();
  const edit = panel(page).getByRole('group', { name: 'Edit help topic' });
  await edit.getByRole('textbox', { name: 'Title' }).fill(newTitle);
  await deleteTopicAs(otherAdmin, title);
  return edit;
}

test('a topic deleted by another admin while edited: Save says so and adds the text back as a new topic (walkthrough 11, defect 5)', async ({
  page,
  anotherDevice,
  signIn,
}) => {
  await signIn('admin');
  const otherAdmin = await anotherDevice('admin');
  const edit = await editWhileDeletedElsewhere(
    page,
    otherAdmin,
    'Getting around the portal',
    'Getting around, kept',
  );

  // The 404 reads the topics again. On a slow network that answer lands after the new topic is
  // saved below: it is held until then, and the list shown must still hold the new topic.
  let releaseOlderRead = () => {};
  const olderReadHeld = new Promise<void>((resolve) => (releaseOlderRead = resolve));
  let held = false;
  await page.route('**/api/Help/Topics', async (route) => {
    if (route.request().method() !== 'GET' || held) return route.fallback();
    held = true;
    const answer = await route.fetch();
    await olderReadHeld;
    await route.fulfill({ response: answer });
  });
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/Help/Topics') && r.request().method() === 'PATCH',
  );
  await edit.getByRole('button', { name: 'Save' }).click();
  expect((await refused).status()).toBe(404);
  // The editor is a new topic's now, with the text typed, and says why; no 'There is no help topic'.
  const asNew = panel(page).getByRole('group', { name: 'New help topic' });
  await expect(asNew.getByRole('status')).toHaveText(
    'This topic was deleted by someone else. Save adds your text as a new topic.',
  );
  await expect(asNew.getByRole('textbox', { name: 'Title' })).toHaveValue('Getting around, kept');
  await expect(panel(page).getByText(/There is no help topic/)).toHaveCount(0);

  const added = page.waitForResponse(
    (r) => r.url().endsWith('/Help/Topics') && r.request().method() === 'PUT',
  );
  await asNew.getByRole('button', { name: 'Save' }).click();
  expect((await added).ok()).toBe(true);
  expect(held).toBe(true);
  releaseOlderRead();
  await expect(panel(page).getByRole('heading', { name: 'Getting around, kept' })).toBeVisible();
  await panel(page).getByRole('tab', { name: 'List' }).click();
  await expect(topicList(page).getByRole('button', { name: 'Getting around, kept' })).toBeVisible();
  await expect(topicList(page).getByRole('button', { name: 'Getting around the portal' })).toHaveCount(0);
  const stored = (await storedTopics(page)).filter((topic) => topic.title.startsWith('Getting around'));
  expect(stored.map((topic) => topic.title)).toEqual(['Getting around, kept']);
});

test('a topic deleted while edited, with another made meanwhile: Save is told it was deleted, the other topic untouched (walkthrough 13, D1 named)', async ({
  page,
  anotherDevice,
  signIn,
}) => {
  const otherAdmin = await anotherDevice('admin');
  // The topic made last has the highest id: the one SQLite gave again to the next topic made.
  const createAs = async (title: string) => {
    const data = { id: 0, title, description: '<p>Made by the other admin.</p>', permissionLevel: 2 };
    const headers = await authHeaders(otherAdmin);
    const response = await otherAdmin.request.put('/api/Help/Topics', { headers, data });
    expect(response.status()).toBe(200);
    return (await response.json()) as { id: number; title: string };
  };
  // Made before this user signs in: the topics their device reads then hold it.
  const edited = await createAs('Short-lived topic');
  await signIn('admin');
  await openHelpTopics(page);
  await topicList(page).getByRole('button', { name: 'Short-lived topic' }).click();
  await panel(page).getByRole('button', { name: 'Edit' }).click();
  const edit = panel(page).getByRole('group', { name: 'Edit help topic' });
  await edit.getByRole('textbox', { name: 'Title' }).fill('Short-lived topic, kept');
  await deleteTopicAs(otherAdmin, 'Short-lived topic');
  const meanwhile = await createAs('Made meanwhile');
  expect(meanwhile.id).toBeGreaterThan(edited.id);

  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/Help/Topics') && r.request().method() === 'PATCH',
  );
  await edit.getByRole('button', { name: 'Save' }).click();
  expect((await refused).status()).toBe(404);
  const asNew = panel(page).getByRole('group', { name: 'New help topic' });
  await expect(asNew.getByRole('status')).toHaveText(
    'This topic was deleted by someone else. Save adds your text as a new topic.',
  );
  await expect(asNew.getByRole('textbox', { name: 'Title' })).toHaveValue('Short-lived topic, kept');
  expect((await storedTopics(page)).find((topic) => topic.id === meanwhile.id)?.title).toBe('Made meanwhile');
});

test('a help user whose topic an admin deleted meanwhile keeps the text, told only a help admin can add it back', async ({
  page,
  anotherDevice,
  signIn,
}) => {
  await signIn('supervisor');
  const admin = await anotherDevice('admin');
  const edit = await editWhileDeletedElsewhere(page, admin, 'Editing favorites', 'Editing favorites, mine');

  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('status')).toHaveText(
    'This topic was deleted by someone else. Only a help admin can add it back: copy your text before you cancel.',
  );
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue('Editing favorites, mine');
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel(page).getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
  await expect(topicList(page).getByRole('button', { name: 'Editing favorites' })).toHaveCount(0);
});

test('a topic deleted by an admin while a reader has it open is gone when Help Topics is opened again (walkthrough 11, defect 5)', async ({
  page,
  anotherDevice,
  signIn,
}) => {
  await signIn('supervisor');
  const admin = await anotherDevice('admin');
  await openHelpTopics(page);
  await topicList(page).getByRole('button', { name: 'Working offline' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Working offline' })).toBeVisible();
  await deleteTopicAs(admin, 'Working offline');
  // The device's copy is older than the cache's 5 s freshness by now in real use.
  await ageCachedReads(page);

  await panel(page).getByRole('button', { name: 'Close Help Topics' }).click();
  await expect(panel(page)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Help Topics' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Working offline' })).toHaveCount(0);
  await panel(page).getByRole('tab', { name: 'List' }).click();
  await expect(topicList(page).getByRole('button', { name: 'Getting around the portal' })).toBeVisible();
  await expect(topicList(page).getByRole('button', { name: 'Working offline' })).toHaveCount(0);
});

test('a viewer gets no editing controls, and the server refuses topic writes', async ({ page, signIn }) => {
  await signIn('viewer');
  await openHelpTopics(page);
  await topicList(page).getByRole('button', { name: 'Working offline' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Working offline' })).toBeVisible();
  for (const name of ['New Topic', 'Edit', 'Delete'])
    await expect(panel(page).getByRole('button', { name, exact: true })).toHaveCount(0);

  const headers = await authHeaders(page);
  const [topic] = await storedTopics(page);
  const answers = await Promise.all([
    page.request.put('/api/Help/Topics', { headers, data: { ...topic, id: 0 } }),
    page.request.patch('/api/Help/Topics', { headers, data: { ...topic, title: 'Changed' } }),
    page.request.delete(`/api/Help/Topics/${topic?.id}`, { headers }),
  ]);
  expect(answers.map((answer) => answer.status())).toEqual([403, 403, 403]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Help Topics fills the screen under the title bar, without the desktop resize grip (walkthrough 9)', async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor');
    await openHelpTopics(page);
    const titleBar = await page.getByRole('banner').boundingBox();
    const box = await panel(page).boundingBox();
    expect(titleBar).not.toBeNull();
    // The whole screen below the title bar: the launcher no longer shows under a floating box.
    expect(box).toEqual({ x: 0, y: titleBar?.height, width: 390, height: 844 - (titleBar?.height ?? 0) });
    expect(await panel(page).evaluate((element) => getComputedStyle(element).resize)).toBe('none');
    // Nowhere to move it, so its title is no drag handle; closing it is as before.
    await expect(panel(page).getByRole('group', { name: 'Move Help Topics' })).toHaveCount(0);
    await expect(panel(page).locator('[aria-roledescription="drag handle"]')).toHaveCount(0);
    await panel(page).getByRole('button', { name: 'Close Help Topics' }).click();
    await expect(panel(page)).toHaveCount(0);
  });

  test('Escape leaves a new topic; the Notifications panel opens over Help Topics', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await openHelpTopics(page);
    await panel(page).getByRole('button', { name: 'New Topic' }).click();
    await expect(panel(page).getByRole('group', { name: 'New help topic' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);

    // The panel opened last is on top: the middle of the Notifications panel is its own.
    await openHelpTopics(page);
    await page
      .getByRole('navigation', { name: 'Title bar' })
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const notifications = page.getByRole('dialog', { name: 'Notifications' });
    await expect(notifications).toBeVisible();
    await expect.poll(() => ownsItsMiddle(notifications)).toBe(true);

    // A dialog blocks the page: Settings opens above the Help Topics panel still open.
    await page
      .getByRole('navigation', { name: 'Title bar' })
      .getByRole('button', { name: 'Settings' })
      .click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings).toBeVisible();
    await expect(panel(page)).toBeVisible();
    await expect.poll(() => ownsItsMiddle(settings)).toBe(true);
  });
});

/** Whether the element is what the pointer meets at its middle (nothing lies over it there). */
const ownsItsMiddle = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

test('a table pasted from Word keeps its cells apart, a row to a paragraph (walkthrough 8, defect 9)', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await openHelpTopics(page);
  const editor = await newTopic(page);
  const description = editor.getByRole('textbox', { name: 'Description' });
  await description.click();
  await description.evaluate((box) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<table class="MsoTableGrid"><tr><td><p class="MsoNormal"><b>Van</b></p></td><td>$80 a day</td></tr>' +
        '<tr><td>Truck</td><td>$120 a day</td></tr></table>',
    );
    data.setData('text/plain', 'Van\t$80 a day\nTruck\t$120 a day');
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(description.locator('p')).toHaveText(['Van | $80 a day', 'Truck | $120 a day']);
});

test('signing out in another tab asks first while a topic draft is unsaved here (walkthrough 8, defect 8)', async ({
  page,
  context,
  signIn,
}) => {
  await signIn('admin');
  await openHelpTopics(page);
  const editor = await newTopic(page);
  await editor.getByRole('textbox', { name: 'Title' }).fill('Returning a van after hours');

  const other = await context.newPage();
  await other.goto('/home');
  await expect(homeHeading(other)).toBeVisible();
  const signOutInOther = async () => {
    await other
      .getByRole('navigation', { name: 'Title bar' })
      .getByRole('button', { name: 'Settings' })
      .click();
    await other.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Sign Out' }).click();
  };
  await signOutInOther();
  const question = other.getByRole('dialog', { name: 'Sign out now?' });
  await expect(question).toContainText(
    'Signing out now loses a help topic edit in another tab, not saved yet.',
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(other).toHaveURL(/\/home$/);
  await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue('Returning a van after hours');

  // Asked again and confirmed: both tabs leave the session.
  await other.keyboard.press('Escape');
  await signOutInOther();
  await question.getByRole('button', { name: 'Sign Out' }).click();
  await expect(other).toHaveURL(/\/sign-in/);
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a title holding an invisible control is refused under the field, keeping what was typed (walkthrough 9, defect 3)', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await openHelpTopics(page);
  const editor = await newTopic(page);
  const title = editor.getByRole('textbox', { name: 'Title' });
  const save = editor.getByRole('button', { name: 'Save' });
  await editor.getByRole('textbox', { name: 'Description' }).fill('Pay slips are sent monthly.');

  // A zero-width space alone is no title: Save stays off, as for an empty one.
  await title.fill('\u200B');
  await expect(save).toBeDisabled();

  // A right-to-left override would list 'Pay \u202Efdp.exe' as 'Pay exe.pdf'.
  const typed = 'Pay \u202Efdp.exe';
  await title.fill(typed);
  await expect(
    editor.getByText(
      'A title cannot hold text-direction control characters (they show it reversed or moved).',
    ),
  ).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveValue(typed);
  await expect(save).toBeDisabled();

  // Taking the control out clears the message and lets the topic be saved.
  await title.fill('Pay slips');
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeEnabled();
});

test('a new topic typed while the session lapses is kept: Save signs out, and signing in again opens it with a note', async ({
  page,
  signIn,
  controls,
}) => {
  await signIn('admin');
  await openHelpTopics(page);
  const editor = await newTopic(page);
  await editor.getByRole('textbox', { name: 'Title' }).fill('Expiry probe');
  await editor.getByRole('textbox', { name: 'Description' }).fill('Long text typed over lunch.');
  // Past the refresh token's 12 hours too: the Save's renewal is refused (S1 §8 signs out).
  await lapseSessionAt(page, controls, () => editor.getByRole('button', { name: 'Save' }).click());
  await expect(page.getByRole('status')).toContainText('Session expired, please re-login!');

  // The same admin signing in again gets the editor back as it was, and says why (walkthrough 15, D4).
  await signInOnPage(page, 'admin');
  const kept = panel(page).getByRole('group', { name: 'New help topic' });
  await expect(kept.getByRole('textbox', { name: 'Title' })).toHaveValue('Expiry probe');
  await expect(kept.getByRole('textbox', { name: 'Description' })).toHaveText('Long text typed over lunch.');
  await expect(kept.getByRole('status')).toHaveText(
    'You were signed out before this topic was saved: here is your text as you left it. Save it, or Cancel to drop it.',
  );
  expect((await storedTopics(page)).map((topic) => topic.title)).not.toContain('Expiry probe');
  await kept.getByRole('button', { name: 'Save' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Expiry probe' })).toBeVisible();
  expect((await storedTopics(page)).filter((topic) => topic.title === 'Expiry probe')).toHaveLength(1);
});

test('closing Help Topics with a topic being written loses nothing, so asks nothing: the edit is there at the next opening (walkthrough 17 observation)', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await openHelpTopics(page);
  const editor = await newTopic(page);
  await editor.getByRole('textbox', { name: 'Title' }).fill('Night shift handover');
  await panel(page).getByRole('button', { name: 'Close Help Topics' }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Close Help Topics?' })).toHaveCount(0);
  await openHelpTopics(page);
  await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue('Night shift handover');
});
