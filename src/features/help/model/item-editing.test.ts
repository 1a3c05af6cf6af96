import { describe, expect, it } from 'vitest';
import {
  canSaveItem,
  completedItem,
  descriptionLengthError,
  descriptionLengthHint,
  type ItemDraft,
  newItemDraft,
  offsetDisabled,
  positionChoices,
  withAnchor,
} from './item-editing';

const draft = (patch: Partial<ItemDraft> = {}): ItemDraft => ({
  anchor: 'sidebar',
  enabled: true,
  title: 'Title',
  description: 'Text',
  position: 'bottom',
  offset: 8,
  ...patch,
});

describe('canSaveItem (S2 §5)', () => {
  it.each([
    ['title and description', {}, true],
    ['no title', { title: '  ' }, false],
    ['no description', { description: '' }, false],
    ['a title of a zero-width space', { title: '\u200B' }, false],
    ['a description of an empty paragraph', { description: '<p>\u200B</p>' }, false],
    ['a NUL in the title', { title: 'Night\u0000shift' }, false],
    ['a title at the limit, spaces around it', { title: ` ${'x'.repeat(200)} ` }, true],
    ['a title pasted longer than the server takes (walkthrough 35, D2)', { title: 'x'.repeat(201) }, false],
    ['a right-to-left override in the title', { title: 'Pay \u202Efdp.exe' }, false],
    ['a NUL in the description', { description: '<p>a\u0000</p>' }, false],
    ['a description at the limit', { description: 'x'.repeat(4000) }, true],
    ['a description longer than the server takes', { description: 'x'.repeat(4001) }, false],
    ['an unset position', { position: null }, false],
    ['no anchor in the centre', { anchor: null, position: 'center' as const }, true],
    ['no anchor beside nothing', { anchor: null, position: 'top' as const }, false],
    ['no offset', { offset: null }, true],
    ['an offset typed that is no whole number (walkthrough 8)', { offset: '1e3' }, false],
    [
      'such an offset once the centre disables the field',
      { offset: '1e3', position: 'center' as const },
      true,
    ],
    ['such an offset on an inactive item', { offset: '1e3', enabled: false }, true],
  ])('with %s: %s', (_case, patch, expected) => {
    expect(canSaveItem(draft(patch))).toBe(expected);
  });
});

describe('descriptionLengthHint and descriptionLengthError (walkthrough 8, defect 7)', () => {
  // 2,648 characters of text in bold-labelled paragraphs are 4,190 of HTML, which the server counts.
  const pasted = `<p>${'<strong>Step:</strong> check the vehicle. '.repeat(97)}</p>`;

  it('count what the server counts, formatting included, from nine tenths of the limit on', () => {
    expect(descriptionLengthHint(draft({ description: 'x'.repeat(3599) }))).toBeUndefined();
    expect(descriptionLengthHint(draft({ description: 'x'.repeat(3600) }))).toBe(
      '3600 / 4000 characters, formatting included',
    );
    expect(descriptionLengthHint(draft({ description: 'x'.repeat(4000) }))).toBe(
      '4000 / 4000 characters, formatting included',
    );
    expect(descriptionLengthError(draft({ description: 'x'.repeat(4000) }))).toBeUndefined();
  });

  it('say, over the limit, that formatting counts and how long the description is', () => {
    expect(pasted.length).toBeGreaterThan(4000);
    expect(descriptionLengthHint(draft({ description: pasted }))).toBeUndefined();
    expect(descriptionLengthError(draft({ description: pasted }))).toBe(
      `A description is at most 4000 characters, formatting included: this one has ${pasted.length}.`,
    );
  });
});

describe('offsetDisabled (S2 §5)', () => {
  it.each([
    ['bottom, active', {}, false],
    ['cover', { position: 'cover' as const }, true],
    ['unset position', { position: null }, true],
    ['screen centre, no anchor (a new item)', { anchor: null, position: 'center' as const }, true],
    ['screen centre with an anchor', { position: 'center' as const }, true],
    ['a new item', newItemDraft(), true],
    ['a new item on an anchor', newItemDraft('sidebar'), false],
    ['inactive', { enabled: false }, true],
  ])('%s: %s', (_case, patch, expected) => {
    expect(offsetDisabled(draft(patch))).toBe(expected);
  });
});

describe('positionChoices (S2 §5)', () => {
  const enabledOf = (d: ItemDraft) =>
    positionChoices(d)
      .filter((c) => !c.disabled)
      .map((c) => c.position);

  it('offers every position with an anchor and a position', () => {
    expect(enabledOf(draft())).toHaveLength(8);
  });

  it.each([
    ['without an anchor', { anchor: null }],
    ['without a position', { position: null }],
  ])('offers only the screen centre %s', (_case, patch) => {
    expect(enabledOf(draft(patch))).toEqual(['center']);
  });
});

describe('withAnchor', () => {
  it('sets the anchor and defaults the position to bottom (S2 §4)', () => {
    expect(withAnchor(newItemDraft(), 'home-title')).toMatchObject({
      anchor: 'home-title',
      position: 'bottom',
    });
  });
});

describe('completedItem', () => {
  it('trims and keeps a disabled offset as typed; nothing while Save is disabled', () => {
    expect(completedItem(draft({ title: ' T ', position: 'cover', offset: 12 }))).toEqual({
      ...draft(),
      title: 'T',
      position: 'cover',
      offset: 12,
    });
    expect(completedItem(draft({ title: '' }))).toBeUndefined();
  });
});
