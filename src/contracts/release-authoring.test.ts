import { describe, expect, it } from 'vitest';
import {
  canChangeStatus,
  moveNote,
  type NoteContent,
  nextNoteOrder,
  noteChangedSince,
  noteCommentLengthHint,
  noteCommentProblem,
  noteIsComplete,
  notesCanChange,
  statusActions,
  statusChangeProblem,
} from './release-authoring';
import type { VersionStatus } from './release-notes';

describe('statusActions', () => {
  it.each([
    ['Draft', ['saveDraft', 'submit']],
    ['Submit', ['activate', 'deactivate']],
    ['Active', ['deactivate']],
    ['Inactive', ['activate', 'abandon']],
    ['Abandon', []],
  ] as const)('%s offers %j', (status, actions) => {
    expect(statusActions(status)).toEqual(actions);
  });
});

describe('canChangeStatus', () => {
  const allowed: [VersionStatus | undefined, VersionStatus][] = [
    [undefined, 'Draft'],
    [undefined, 'Submit'],
    ['Draft', 'Draft'],
    ['Draft', 'Submit'],
    ['Submit', 'Active'],
    ['Submit', 'Inactive'],
    ['Active', 'Inactive'],
    ['Inactive', 'Active'],
    ['Inactive', 'Abandon'],
  ];
  const refused: [VersionStatus | undefined, VersionStatus][] = [
    [undefined, 'Active'],
    ['Draft', 'Active'],
    ['Draft', 'Abandon'],
    ['Submit', 'Draft'],
    ['Active', 'Abandon'],
    ['Active', 'Draft'],
    ['Inactive', 'Submit'],
    ['Abandon', 'Active'],
    ['Abandon', 'Draft'],
  ];
  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(canChangeStatus(from, to)).toBe(true);
    expect(statusChangeProblem(from, to)).toBeUndefined();
  });
  it.each(refused)('refuses %s → %s with a reason', (from, to) => {
    expect(canChangeStatus(from, to)).toBe(false);
    expect(statusChangeProblem(from, to)).toMatch(to);
  });
});

describe('noteIsComplete', () => {
  const note = { noteApps: ['marketrates'], changeType: 'Fix' as const, comment: '<p>Fixed</p>' };
  it.each([
    ['a complete note', note, true],
    ['no app', { ...note, noteApps: [] }, false],
    ['no change type', { ...note, changeType: null }, false],
    ['an empty comment', { ...note, comment: '' }, false],
    ['a comment of empty markup', { ...note, comment: '<p> </p>' }, false],
  ])('%s → %s', (_case, fields, expected) => {
    expect(noteIsComplete(fields)).toBe(expected);
  });
});

describe('a comment near and over its limit (walkthrough 39, O4)', () => {
  const comment = (length: number) => ({ comment: `<p>${'x'.repeat(length - 7)}</p>` });
  it('says nothing well under the limit, counts from nine tenths of it, and says why over it', () => {
    expect(noteCommentLengthHint(comment(8999))).toBeUndefined();
    expect(noteCommentProblem(comment(8999))).toBeUndefined();
    expect(noteCommentLengthHint(comment(9000))).toBe('9000 / 10000 characters, formatting included');
    expect(noteCommentLengthHint(comment(10_000))).toBe('10000 / 10000 characters, formatting included');
    expect(noteCommentProblem(comment(10_000))).toBeUndefined();
    expect(noteCommentLengthHint(comment(10_001))).toBeUndefined();
    expect(noteCommentProblem(comment(10_001))).toBe(
      'A comment is at most 10000 characters, formatting included: this one has 10001.',
    );
  });

  it('makes the note incomplete over the limit, so Save and Update stay off', () => {
    const fields = { noteApps: ['marketrates'], changeType: 'Fix' as const };
    expect(noteIsComplete({ ...fields, ...comment(10_000) })).toBe(true);
    expect(noteIsComplete({ ...fields, ...comment(10_001) })).toBe(false);
  });

  it('says a refused character before the length', () => {
    expect(noteCommentProblem({ comment: `<p>\u0000${'x'.repeat(10_000)}</p>` })).toMatch(
      'A comment cannot hold control characters',
    );
  });
});

describe('nextNoteOrder', () => {
  it.each([
    [[], 1],
    [[{ order: 1 }], 2],
    [[{ order: 4 }, { order: 2 }], 5],
  ])('after %j comes %i', (notes, expected) => {
    expect(nextNoteOrder(notes)).toBe(expected);
  });
});

describe('moveNote', () => {
  const notes = [
    { id: 'c', order: 3 },
    { id: 'a', order: 1 },
    { id: 'b', order: 2 },
  ];
  const ids = (list: { id: string }[]) => list.map((n) => n.id).join('');
  it.each([
    [1, 'MOVEUP', 'bac'],
    [1, 'MOVEDOWN', 'acb'],
    [0, 'MOVEUP', 'abc'],
    [2, 'MOVEDOWN', 'abc'],
    [7, 'MOVEUP', 'abc'],
  ] as const)('moves the note at %i %s: %s', (index, direction, expected) => {
    const moved = moveNote(notes, index, direction);
    expect(ids(moved)).toBe(expected);
    expect(moved.map((n) => n.order)).toEqual([1, 2, 3]);
  });
  it('leaves the given list as it was', () => {
    moveNote(notes, 1, 'MOVEUP');
    expect(ids(notes)).toBe('cab');
  });
});

describe('noteChangedSince', () => {
  const loaded: NoteContent = {
    noteApps: ['marketrates', 'laborplanning'],
    changeType: 'Fix',
    comment: '<p>Rates load faster.</p>',
    accessLevel: null,
  };
  it.each([
    ['the same content', {}, false],
    [
      'an app listed twice (stored once)',
      { noteApps: ['marketrates', 'laborplanning', 'marketrates'] },
      false,
    ],
    ['another comment', { comment: '<p>Rates load faster. [A]</p>' }, true],
    ['another change type', { changeType: 'Feature' }, true],
    ['another access level', { accessLevel: 'admin' }, true],
    ['an app fewer', { noteApps: ['marketrates'] }, true],
    ['the apps in another order', { noteApps: ['laborplanning', 'marketrates'] }, true],
  ] satisfies [string, Partial<NoteContent>, boolean][])('%s: changed %s', (_case, change, changed) => {
    expect(noteChangedSince({ ...loaded, ...change }, loaded)).toBe(changed);
  });
});

describe('notesCanChange', () => {
  it.each([
    ['Draft', true],
    ['Submit', true],
    ['Active', true],
    ['Inactive', true],
    ['Abandon', false],
  ] as const)('%s: %s', (status, changes) => {
    expect(notesCanChange(status)).toBe(changes);
  });
});
