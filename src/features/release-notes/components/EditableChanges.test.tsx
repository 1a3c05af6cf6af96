// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseNote } from '../../../contracts/release-notes';
import { ApiError } from '../../../core/api/api-error';
import { jsonAnswer, serveApi, setUpTestApi } from '../../../core/api/app-api.testkit';
import { DraftCreate } from '../../../core/api/create-key';
import { setNetwork, signInAs, signOutForTest } from '../../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../../core/db/fresh-db.testkit';
import { NetworkStatus } from '../../../core/network/model/network-state';
import { appStore, Provider } from '../../../core/state/jotai';
import { NOTE_DELETED_MEANWHILE } from '../model/note-save-failure';
import { EditableChanges, type NotesWriter } from './EditableChanges';

beforeEach(() => {
  // The editor's app list comes from the server through the cache.
  freshPortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.connected);
  setUpTestApi();
  serveApi({
    'ReleaseNotes/UserAppNames': () => jsonAnswer([{ value: 'marketrates', title: 'Market Rates' }]),
  });
});
afterEach(() => {
  cleanup();
  signOutForTest();
  vi.restoreAllMocks();
});

const note = (id: number, order: number, comment: string): ReleaseNote => ({
  id,
  versionId: 3,
  noteApps: ['marketrates'],
  noteAppNames: ['Market Rates'],
  changeType: 'Fix',
  comment: `<p>${comment}</p>`,
  accessLevel: null,
  order,
});
const notes = [note(1, 1, 'First'), note(2, 2, 'Second')];

function showList(writer: Partial<NotesWriter> = {}) {
  const full: NotesWriter = {
    save: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    move: vi.fn(async () => undefined),
    ...writer,
  };
  render(
    <Provider store={appStore}>
      <MantineProvider env="test">
        <EditableChanges versionId={3} versionText="3.3.0" notes={notes} writer={full} readOnly={false} />
      </MantineProvider>
    </Provider>,
  );
  const rows = () => within(screen.getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
  return { writer: full, rows };
}

const button = (scope: HTMLElement | undefined, name: string) =>
  within(scope as HTMLElement).getByRole('button', { name }) as HTMLButtonElement;

/** The note's comment box: the app's Tiptap editor (lazily loaded with the note editor). */
const commentBox = () => screen.getByRole('textbox', { name: 'Comment' });

/** Opens the first note and replaces its comment, as typing would, through the editor itself. */
async function editFirst(rows: () => HTMLElement[], text: string) {
  fireEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Edit' }));
  const box = await screen.findByRole('textbox', { name: 'Comment' }, { timeout: 5000 });
  act(() => {
    (box as HTMLElement & { editor: Editor }).editor.commands.setContent(`<p>${text}</p>`);
  });
}

// Mantine under jsdom plus the lazily loaded editor take seconds on a busy machine.
describe('EditableChanges', { timeout: 20_000 }, () => {
  // The editor's module (Tiptap) is loaded once, before the tests: the first test's wait for the
  // comment box is then for the editor to render, not for a module graph to load under a busy
  // machine (it once took 10 s in a full run).
  beforeAll(() => import('../../../core/ui/RichTextField'), 60_000);

  it('disables the other rows while one note is edited, and Cancel restores the note', async () => {
    const { writer, rows } = showList();
    await editFirst(rows, 'Changed');
    expect(button(rows()[1], 'Delete').disabled).toBe(true);
    expect(button(document.body, 'Add Note').disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rows()[0]?.textContent).toContain('First');
    expect(button(rows()[1], 'Delete').disabled).toBe(false);
    expect(writer.save).not.toHaveBeenCalled();
  });

  it('counts a comment near its limit, and over it says why with Update off (walkthrough 39, O4)', async () => {
    const { writer, rows } = showList();
    const html = (length: number) => `${'x'.repeat(length - 7)}`;
    await editFirst(rows, html(9000));
    const update = () => screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(screen.getByText('9000 / 10000 characters, formatting included')).toBeTruthy();
    expect(update().disabled).toBe(false);

    const box = commentBox() as HTMLElement & { editor: Editor };
    act(() => {
      box.editor.commands.setContent(`<p>${html(10_001)}</p>`);
    });
    expect(
      screen.getByText('A comment is at most 10000 characters, formatting included: this one has 10001.'),
    ).toBeTruthy();
    expect(update().disabled).toBe(true);
    fireEvent.click(update());
    expect(writer.save).not.toHaveBeenCalled();
  });

  it('says why an Update failed at the editor, keeps the changes, and saves when pressed again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = new ApiError('http', 'The database is busy.', 500);
    const save = vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce(undefined);
    const { rows } = showList({ save });
    await editFirst(rows, 'Changed');

    const update = screen.getByRole('button', { name: 'Update' });
    update.focus();
    fireEvent.click(update);
    const said = await screen.findByRole('alert');
    expect(said.textContent).toBe('The note was not saved. The database is busy.');
    expect(within(screen.getByRole('group', { name: 'Edit note' })).getByRole('alert')).toBe(said);
    expect(commentBox().innerHTML).toBe('<p>Changed</p>');
    expect(document.activeElement).toBe(update);
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, comment: '<p>Changed</p>' }),
      notes[0],
      undefined,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('a failure said at the editor goes with Cancel: the next editor opens with none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const save = vi.fn().mockRejectedValue(new ApiError('http', 'The database is busy.', 500));
    const { rows } = showList({ save });
    await editFirst(rows, 'Changed');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(rows()[1] as HTMLElement).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('group', { name: 'Edit note' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps what was typed when the edited note was deleted meanwhile (404): Save adds it as new', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gone = new ApiError('http', 'There is no release note 1.', 404);
    const save = vi.fn().mockRejectedValueOnce(gone).mockResolvedValueOnce(undefined);
    const { rows } = showList({ save });
    await editFirst(rows, 'Changed');

    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    const asNew = await screen.findByRole('group', { name: 'New note' });
    expect(logged).toHaveBeenCalledWith('Saving the note failed', gone);
    expect(within(asNew).getByRole('alert').textContent).toBe(NOTE_DELETED_MEANWHILE);
    await waitFor(() => expect(commentBox().innerHTML).toBe('<p>Changed</p>'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: -1, comment: '<p>Changed</p>' }),
      undefined,
      // Now a new note: Save adds it under a fresh draft's key.
      expect.any(DraftCreate),
    );
  });

  it('closes the Delete Note confirmation when the note was already deleted (404)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = vi.fn().mockRejectedValue(new ApiError('http', 'There is no release note 2.', 404));
    const { rows } = showList({ remove });
    fireEvent.click(within(rows()[1] as HTMLElement).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Note' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Note' })).toBeNull());
  });

  it('removes a new note on Cancel', async () => {
    const { rows } = showList();
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    await screen.findByRole('group', { name: 'New note' });
    expect(button(document.body, 'Save').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rows()).toHaveLength(2);
  });

  it('moves by the index among the notes by order, and offers no move past either end', async () => {
    const { writer, rows } = showList();
    expect(button(rows()[0], 'Move up').disabled).toBe(true);
    expect(button(rows()[1], 'Move down').disabled).toBe(true);
    fireEvent.click(within(rows()[1] as HTMLElement).getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(writer.move).toHaveBeenCalledWith(notes, 1, 'MOVEUP'));
  });

  it('deletes only after the Delete Note confirmation', async () => {
    const { writer, rows } = showList();
    fireEvent.click(within(rows()[1] as HTMLElement).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Note' });
    expect(confirm.textContent).toContain('Are you sure you want to delete this note?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writer.remove).toHaveBeenCalledWith(notes[1]));
  });
});
