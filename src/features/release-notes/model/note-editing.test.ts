import { describe, expect, it } from 'vitest';
import type { ReleaseNote, ReleaseVersion } from '../../../contracts/release-notes';
import { DraftCreate } from '../../../core/api/create-key';
import {
  canSaveEdit,
  completedNote,
  editAsNewNote,
  keptNote,
  keptNoteSchema,
  missingNoteFields,
  noteEditChanged,
  noteEditNotice,
  noteRows,
  restoredNoteEdit,
  startEditing,
  startNewNote,
  updateBaseline,
  withApps,
  withNote,
  withoutNote,
} from './note-editing';

const note = (id: number, order: number, overrides: Partial<ReleaseNote> = {}): ReleaseNote => ({
  id,
  versionId: 5,
  noteApps: ['marketrates'],
  noteAppNames: ['Market Rates'],
  changeType: 'Fix',
  comment: `<p>Note ${id}</p>`,
  accessLevel: null,
  order,
  ...overrides,
});
const saved = [note(11, 2), note(10, 1)];

describe('startNewNote', () => {
  it('orders a new note after the last, with an id no note has', () => {
    const { note: added, isNew } = startNewNote(5, saved);
    expect(isNew).toBe(true);
    expect(added).toMatchObject({
      versionId: 5,
      order: 3,
      id: -1,
      noteApps: [],
      comment: '',
      accessLevel: null,
    });
    expect(startNewNote(0, [note(-1, 1)]).note).toMatchObject({ id: -2, order: 2 });
    expect(startNewNote(5, []).note.order).toBe(1);
  });
});

describe('noteRows', () => {
  it('shows the saved notes by order when nothing is edited', () => {
    expect(noteRows(saved, null).map((r) => [r.note.id, r.mode, r.index])).toEqual([
      [10, 'view', 0],
      [11, 'view', 1],
    ]);
  });

  it('shows the editor copy of the edited note; the saved note is untouched for Cancel', () => {
    const first = saved[1] as ReleaseNote;
    const edit = startEditing(first);
    edit.note.comment = '<p>Changed</p>';
    const rows = noteRows(saved, edit);
    expect(rows.map((r) => [r.note.comment, r.mode])).toEqual([
      ['<p>Changed</p>', 'edit'],
      ['<p>Note 11</p>', 'view'],
    ]);
    expect(first.comment).toBe('<p>Note 10</p>');
    expect(noteRows(saved, null)[0]?.note.comment).toBe('<p>Note 10</p>');
  });

  it('puts a new note last', () => {
    const rows = noteRows(saved, startNewNote(5, saved));
    expect(rows.map((r) => [r.mode, r.index])).toEqual([
      ['view', 0],
      ['view', 1],
      ['new', -1],
    ]);
  });
});

describe('another author changing the edited note (409 / 404, then the list is read again)', () => {
  const first = saved[1] as ReleaseNote;
  const typed = () => {
    const edit = startEditing(first);
    edit.note.comment = '<p>Mine</p>';
    return edit;
  };
  const theirs = { ...first, comment: '<p>Theirs</p>' };

  it('shows the stored note above the editor once the list holds a change made since Edit', () => {
    const rows = noteRows([theirs, saved[0] as ReleaseNote], typed());
    expect(rows.map((r) => [r.mode, r.note.comment, r.index])).toEqual([
      ['stored', '<p>Theirs</p>', 0],
      ['edit', '<p>Mine</p>', 0],
      ['view', '<p>Note 11</p>', 1],
    ]);
  });

  it('updates over what the list shows: as opened, then the stored note once it is shown', () => {
    expect(updateBaseline(saved, typed())).toEqual(first);
    expect(updateBaseline([theirs], typed())).toEqual(theirs);
    expect(updateBaseline(saved, startNewNote(5, saved))).toBeUndefined();
  });

  it('keeps the editor, last, when the list no longer holds the edited note', () => {
    const rows = noteRows([saved[0] as ReleaseNote], typed());
    expect(rows.map((r) => [r.mode, r.note.comment, r.index])).toEqual([
      ['view', '<p>Note 11</p>', 0],
      ['edit', '<p>Mine</p>', -1],
    ]);
  });

  it('turns the editor of a deleted note into a new note with the text typed, last', () => {
    const edit = editAsNewNote(typed(), saved);
    expect(edit.isNew).toBe(true);
    expect(edit.note).toMatchObject({ id: -1, versionId: 5, order: 3, comment: '<p>Mine</p>' });
    expect(noteRows([saved[0] as ReleaseNote], edit).map((r) => r.mode)).toEqual(['view', 'new']);
  });

  it('gives that new note its own create, as a new note gets one (an edit has none)', () => {
    const [first, second] = [new DraftCreate<ReleaseNote>(), new DraftCreate<ReleaseNote>()];
    expect(typed().create).toBeUndefined();
    expect(editAsNewNote(typed(), saved, second).create).toBe(second);
    expect(startNewNote(5, saved, first).create).toBe(first);
    expect(startNewNote(5, saved)).not.toHaveProperty('create');
  });
});

describe('canSaveEdit', () => {
  it.each([
    ['nothing edited', null, false],
    ['a new empty note', startNewNote(5, []), false],
    ['a complete note', startEditing(note(1, 1)), true],
    ['no apps', startEditing(note(1, 1, { noteApps: [] })), false],
    ['no change type', { isNew: true, note: { ...note(1, 1), changeType: null } }, false],
    ['a blank comment', startEditing(note(1, 1, { comment: '<p></p>' })), false],
  ])('%s → %s', (_case, edit, expected) => {
    expect(canSaveEdit(edit)).toBe(expected);
  });
});

describe('missingNoteFields (walkthrough 39, D1: Save was off without a word)', () => {
  it('names every required field still empty, a comment of spaces among them', () => {
    expect(missingNoteFields({ noteApps: [], changeType: null, comment: '<p>   </p>' })).toEqual([
      'Apps',
      'Change type',
      'Comment',
    ]);
  });

  it('names none once an app, a change type and a comment are there', () => {
    expect(
      missingNoteFields({ noteApps: ['marketrates'], changeType: 'Fix', comment: '<p>Fixed</p>' }),
    ).toEqual([]);
  });
});

describe('completedNote', () => {
  it('gives the note to send once complete, nothing before', () => {
    expect(completedNote(startEditing(note(1, 1)))).toEqual(note(1, 1));
    expect(completedNote(startNewNote(5, []))).toBeUndefined();
  });
});

describe('withApps', () => {
  it('keeps the titles in step with the values', () => {
    const options = [
      { value: 'marketrates', title: 'Market Rates' },
      { value: 'laborplanning', title: 'Labor Planning' },
    ];
    expect(withApps(note(1, 1), ['laborplanning', 'gone'], options)).toMatchObject({
      noteApps: ['laborplanning', 'gone'],
      noteAppNames: ['Labor Planning', 'gone'],
    });
  });
});

describe('withNote / withoutNote (the unsaved draft)', () => {
  it('adds, replaces and removes notes, kept by order', () => {
    const added = withNote(saved, note(-1, 3));
    expect(added.map((n) => n.id)).toEqual([10, 11, -1]);
    expect(withNote(added, note(10, 1, { comment: 'x' })).find((n) => n.id === 10)?.comment).toBe('x');
    expect(withoutNote(added, 11).map((n) => n.id)).toEqual([10, -1]);
  });
});

describe('a note edit kept through an expired session (walkthrough 15, D4)', () => {
  const version: ReleaseVersion = {
    id: 5,
    version: '3.2.0',
    status: 'Active',
    createDate: '2026-11-01T00:00:00Z',
    releaseNotes: saved,
  };
  const roundTrip = (value: unknown) => keptNoteSchema.parse(JSON.parse(JSON.stringify(value)));
  const typedNew = (create = new DraftCreate<ReleaseNote>()) => {
    const fresh = startNewNote(5, saved, create);
    return { ...fresh, note: { ...fresh.note, comment: '<p>Typed</p>' } };
  };

  it('keeps nothing without a change, nor for the unsaved draft version', () => {
    expect(keptNote(null, version)).toBeUndefined();
    expect(keptNote(startEditing(note(10, 1)), version)).toBeUndefined();
    expect(keptNote(startNewNote(5, saved, new DraftCreate()), version)).toBeUndefined();
    expect(noteEditChanged(typedNew())).toBe(true);
    expect(keptNote(typedNew(), { ...version, id: 0, version: 'Draft', status: 'Draft' })).toBeUndefined();
    expect(keptNote(typedNew(), undefined)).toBeUndefined();
  });

  it('restores an edited note with what it edited, and says so', () => {
    const edited = startEditing(note(10, 1));
    const changed = { ...edited, note: { ...edited.note, accessLevel: 'admin' as const } };
    const kept = roundTrip(keptNote(changed, version));
    expect(kept.version).toEqual({
      id: 5,
      version: '3.2.0',
      status: 'Active',
      createDate: version.createDate,
    });
    const restored = restoredNoteEdit(kept);
    expect(restored).toMatchObject({ isNew: false, note: changed.note, loaded: note(10, 1) });
    expect(restored.create).toBeUndefined();
    expect(noteEditNotice(restored)).toBe(
      'You were signed out before this release note was saved: here is your text as you left it. Save it, or Cancel to drop it.',
    );
    expect(noteEditNotice(changed)).toBeUndefined();
  });

  it("restores a new note under its create's key, saying when an earlier Save may have added it", async () => {
    const create = new DraftCreate<ReleaseNote>();
    const typed = typedNew(create);
    const restored = restoredNoteEdit(roundTrip(keptNote(typed, version)));
    expect(restored.create?.key).toBe(create.key);
    expect(noteEditNotice(restored)).not.toContain('An earlier Save');
    // A Save sent, its answer lost: kept so, the note may exist.
    await create
      .save(
        completedNote({
          ...typed,
          note: { ...typed.note, changeType: 'Fix', noteApps: ['x'] },
        }) as ReleaseNote,
        () => Promise.reject(new Error('cut short')),
        async (made) => made,
      )
      .catch(() => undefined);
    const again = restoredNoteEdit(roundTrip(keptNote(typed, version)));
    expect(again.create?.mayExist).toBe(true);
    expect(noteEditNotice(again)).toContain(
      'An earlier Save may have added it already: saving again will not add it twice.',
    );
  });
});

describe('noteEditChanged', () => {
  const stored: ReleaseNote = {
    id: 7,
    versionId: 3,
    noteApps: ['home'],
    noteAppNames: ['Home'],
    changeType: 'Fix',
    comment: '<p>Fixed</p>',
    accessLevel: null,
    order: 1,
  };

  it('is false with no editor, a new note left empty, or an edited note as loaded', () => {
    expect(noteEditChanged(null)).toBe(false);
    expect(noteEditChanged(startNewNote(3, []))).toBe(false);
    const empty = startNewNote(3, []);
    expect(noteEditChanged({ ...empty, note: { ...empty.note, comment: '<p></p>' } })).toBe(false);
    expect(noteEditChanged(startEditing(stored))).toBe(false);
  });

  it('is true once a new note has anything, or an edited note differs (closing would lose it)', () => {
    const fresh = startNewNote(3, []);
    expect(noteEditChanged({ ...fresh, note: { ...fresh.note, comment: '<p>Half a note</p>' } })).toBe(true);
    expect(noteEditChanged({ ...fresh, note: { ...fresh.note, changeType: 'Feature' } })).toBe(true);
    const edited = startEditing(stored);
    expect(noteEditChanged({ ...edited, note: { ...edited.note, comment: '<p>Fixed twice</p>' } })).toBe(
      true,
    );
    expect(noteEditChanged({ ...edited, note: { ...edited.note, noteApps: ['home', 'favorites'] } })).toBe(
      true,
    );
  });
});
