import { describe, expect, it } from 'vitest';
import { ONE_DRAFT_MESSAGE, VERSION_NOT_A_NUMBER } from '../../../contracts/release-authoring';
import type { ReleaseVersion } from '../../../contracts/release-notes';
import {
  addVersionOffReason,
  canAddVersion,
  draftSaveProblem,
  isUnsavedDraft,
  newDraftVersion,
  savedMessage,
  UNSAVED_DRAFT_NOTE,
  unsavedDraftNote,
  VERSION_BLANK,
  VERSION_EXISTS,
  VERSION_TOO_LONG,
  versionAfter,
  versionFieldMessage,
  versionTextIsValid,
  versionTextProblem,
} from './version-authoring';

const version = (overrides: Partial<ReleaseVersion> = {}): ReleaseVersion => ({
  id: 7,
  version: 'Draft',
  status: 'Draft',
  createDate: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('newDraftVersion', () => {
  it('is the unsaved draft: id 0, status Draft, text Draft, no notes', () => {
    const draft = newDraftVersion(new Date('2026-03-04T05:06:07Z'));
    expect(draft).toEqual({
      id: 0,
      version: 'Draft',
      status: 'Draft',
      releaseNotes: [],
      createDate: '2026-03-04T05:06:07.000Z',
    });
    expect(isUnsavedDraft(draft)).toBe(true);
    expect(isUnsavedDraft(version())).toBe(false);
  });
});

describe('canAddVersion', () => {
  it.each([
    ['no draft anywhere', 'none', undefined, true],
    ['a saved draft', version(), undefined, false],
    ['an unsaved draft', 'none', newDraftVersion(new Date()), false],
    ['the saved draft not known yet (the versions still loading)', 'unknown', undefined, false],
    ['the saved draft could not be read', 'failed', undefined, false],
  ] as const)('%s → %s', (_case, saved, unsaved, expected) => {
    expect(canAddVersion(saved, unsaved)).toBe(expected);
  });
});

describe('addVersionOffReason', () => {
  const unsaved = newDraftVersion(new Date());
  it.each([
    ['a saved draft', version(), undefined, ONE_DRAFT_MESSAGE],
    ['an unsaved draft', 'none', unsaved, ONE_DRAFT_MESSAGE],
    ['an unsaved draft while the saved one is read', 'unknown', unsaved, ONE_DRAFT_MESSAGE],
    ['the saved draft being read', 'unknown', undefined, 'Checking for a saved draft…'],
    ['the saved draft could not be read', 'failed', undefined, 'Could not check for a saved draft.'],
    ['no draft anywhere', 'none', undefined, undefined],
  ] as const)('%s → %s', (_case, saved, unsavedDraft, expected) => {
    expect(addVersionOffReason(saved, unsavedDraft)).toBe(expected);
  });
});

describe('draftSaveProblem', () => {
  const unsaved = newDraftVersion(new Date());
  it.each([
    ['the unsaved draft, a draft saved meanwhile', unsaved, version(), ONE_DRAFT_MESSAGE],
    ['the unsaved draft, no saved draft', unsaved, 'none', undefined],
    ['the unsaved draft, not known yet', unsaved, 'unknown', undefined],
    ['the saved draft itself', version(), version(), undefined],
  ] as const)('%s → %s', (_case, shown, saved, expected) => {
    expect(draftSaveProblem(shown, saved)).toBe(expected);
  });
});

describe('unsavedDraftNote (walkthrough 23: two rows read Draft)', () => {
  const unsaved = newDraftVersion(new Date());
  it.each([
    ['the unsaved draft, a draft saved meanwhile', unsaved, version(), UNSAVED_DRAFT_NOTE],
    ['the unsaved draft, no saved draft', unsaved, 'none', undefined],
    ['the unsaved draft, not known yet', unsaved, 'unknown', undefined],
    ['the saved draft itself', version(), version(), undefined],
  ] as const)('%s → %s', (_case, shown, saved, expected) => {
    expect(unsavedDraftNote(shown, saved)).toBe(expected);
  });
});

describe('versionAfter', () => {
  it.each([
    ['saveDraft', version(), undefined, { status: 'Draft', version: 'Draft' }],
    ['submit', version(), ' 3.5.0 ', { status: 'Submit', version: '3.5.0' }],
    [
      'activate',
      version({ status: 'Submit', version: '3.5.0' }),
      undefined,
      { status: 'Active', version: '3.5.0' },
    ],
    ['deactivate', version({ status: 'Active' }), undefined, { status: 'Inactive' }],
    ['abandon', version({ status: 'Inactive' }), undefined, { status: 'Abandon' }],
  ] as const)('%s', (action, before, text, expected) => {
    expect(versionAfter(before, action, text)).toMatchObject({ ...expected, id: before.id });
  });
});

describe('savedMessage', () => {
  it('says Draft saved for a draft, Version saved otherwise', () => {
    expect(savedMessage('saveDraft')).toBe('Draft saved');
    expect(savedMessage('submit')).toBe('Version saved');
    expect(savedMessage('activate')).toBe('Version saved');
  });
});

describe('versionTextIsValid', () => {
  it.each([
    ['3.5.0', true],
    ['', false],
    ['   ', false],
    ['x'.repeat(21), false],
  ])('%j → %s', (text, expected) => {
    expect(versionTextIsValid(text)).toBe(expected);
  });
});

describe('versionTextProblem', () => {
  const listed = [version({ id: 3, version: '3.2.0' }), version({ id: 9, version: '3.4.0' })];
  it.each([
    ['a new number', '3.5.0', undefined],
    ['blank (Save is disabled, no message)', '  ', undefined],
    ['too long', 'x'.repeat(21), VERSION_TOO_LONG],
    ["another version's number", '3.2.0', VERSION_EXISTS],
    ['the same number spaced and in another case', ' 3.2.0 ', VERSION_EXISTS],
    ["the submitted version's own number", '3.4.0', undefined],
    ['one part', '4', undefined],
    ['four parts', '10.4.1.7', undefined],
    ['free text (walkthrough 3: the next suggestion went empty)', '<img src=x>&"ü 3.5', VERSION_NOT_A_NUMBER],
    ['a letter in front', 'v3.5.0', VERSION_NOT_A_NUMBER],
    ['a trailing dot', '3.5.', VERSION_NOT_A_NUMBER],
    ['five parts', '1.2.3.4.5', VERSION_NOT_A_NUMBER],
  ])('%s (%j) → %s', (_case, text, message) => {
    expect(versionTextProblem(text, listed, 9)).toBe(message);
  });

  it('keeps Save disabled while there is a problem', () => {
    expect(versionTextIsValid('3.2.0', listed, 9)).toBe(false);
    expect(versionTextIsValid('3.4.0', listed, 9)).toBe(true);
    expect(versionTextIsValid('3.4.0', listed, 0)).toBe(false);
  });
});

describe('versionFieldMessage', () => {
  const listed = [version({ id: 3, version: '3.2.0' })];
  it.each<[string, string, boolean, string | undefined]>([
    ['blank, not touched yet (opened with no suggestion)', '', false, undefined],
    ['blank once touched (walkthrough 31, O6)', '', true, VERSION_BLANK],
    ['spaces once touched', '   ', true, VERSION_BLANK],
    ['a problem, touched or not', '3.2.0', false, VERSION_EXISTS],
    ['a good number once touched', '3.5.0', true, undefined],
  ])('%s (%j) → %s', (_case, text, touched, message) => {
    expect(versionFieldMessage(text, listed, 9, touched)).toBe(message);
  });
});
