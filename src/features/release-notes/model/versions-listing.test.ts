import { describe, expect, it } from 'vitest';
import {
  type ListedPage,
  selectionAfterListing,
  type VersionsListing,
  versionsListing,
} from './versions-listing';

/** Versions by their text, enough for the rule: it only compares what `isSelected` says. */
const listing = (versions: string[], loaded = true, answeredAt?: number): VersionsListing<string> => ({
  loaded,
  versions,
  answeredAt,
});
/** A page the server answered at `answeredAt` (epoch ms). */
const page = (versions: string[], answeredAt = 1_000): ListedPage<string> => ({ versions, answeredAt });
const selected = (version: string) => (candidate: string) => candidate === version;

describe('versionsListing', () => {
  it.each<[string, string | undefined, (ListedPage<string> | undefined)[], VersionsListing<string>]>([
    ['nothing requested yet', undefined, [], listing([], false)],
    ['the first page loading', undefined, [undefined], listing([], false)],
    ['the draft on top while the first page loads', 'Draft', [undefined], listing(['Draft'], false)],
    ['the first page', undefined, [page(['3.2.0', '3.1.0'])], listing(['3.2.0', '3.1.0'], true, 1_000)],
    ['an empty first page', undefined, [page([])], listing([], true, 1_000)],
    [
      'the draft, then the pages in order, answered when the first page was',
      'Draft',
      [page(['3.2.0'], 2_000), page(['0.1.0'], 3_000)],
      listing(['Draft', '3.2.0', '0.1.0'], true, 2_000),
    ],
    ['a later page still loading', undefined, [page(['3.2.0']), undefined], listing(['3.2.0'], true, 1_000)],
    [
      'a first page never answered by the server',
      undefined,
      [{ versions: ['3.2.0'], answeredAt: undefined }],
      listing(['3.2.0']),
    ],
  ])('lists %s', (_, leading, pages, expected) => {
    expect(versionsListing(leading, pages)).toEqual(expected);
  });
});

describe('selectionAfterListing', () => {
  it.each<[string, VersionsListing<string>, string, string | undefined]>([
    ['keeps a selection still listed', listing(['3.2.0', '3.0.0', '2.9.0']), '3.0.0', undefined],
    ['keeps a selection listed on a later page', listing(['3.2.0', '0.1.0']), '0.1.0', undefined],
    [
      'selects the first listed when the selection is not listed any more',
      listing(['3.2.0', '2.9.0']),
      '3.0.0',
      '3.2.0',
    ],
    [
      'selects the first listed, the draft on top, when the selection is gone',
      listing(['Draft', '3.2.0']),
      '3.0.0',
      'Draft',
    ],
    ['keeps the selection while the first page has not come back', listing([], false), '3.0.0', undefined],
    [
      'keeps it even with the draft listed while the first page loads',
      listing(['Draft'], false),
      '3.0.0',
      undefined,
    ],
    ['keeps the selection when nothing is listed (no version matches)', listing([]), '3.0.0', undefined],
  ])('%s', (_, listed, current, expected) => {
    expect(selectionAfterListing(listed, selected(current))).toBe(expected);
  });

  describe('a version just saved (selected with its new id before a list holds it)', () => {
    const savedAt = 5_000;
    it.each<[string, VersionsListing<string>, string | undefined]>([
      ['is kept by a list the server answered before the save', listing(['3.2.0'], true, 4_000), undefined],
      ['is kept by a list answered in the same millisecond', listing(['3.2.0'], true, savedAt), undefined],
      ['is kept by a list the server never answered (the device has none)', listing(['3.2.0']), undefined],
      [
        'gives way to the first listed once a list answered after the save misses it',
        listing(['3.2.0'], true, 6_000),
        '3.2.0',
      ],
      [
        'is kept when a list answered after the save holds it',
        listing(['3.5.0', '3.2.0'], true, 6_000),
        undefined,
      ],
    ])('%s', (_, listed, expected) => {
      expect(selectionAfterListing(listed, selected('3.5.0'), savedAt)).toBe(expected);
    });
  });
});
