import { describe, expect, it } from 'vitest';
import { selectionAfterListing, type VersionsListing, versionsListing } from './versions-listing';

/** Versions by their text, enough for the rule: it only compares what `isSelected` says. */
const listing = (versions: string[], loaded = true): VersionsListing<string> => ({ loaded, versions });
const selected = (version: string) => (candidate: string) => candidate === version;

describe('versionsListing', () => {
  it.each<[string, string | undefined, (string[] | undefined)[], VersionsListing<string>]>([
    ['nothing requested yet', undefined, [], listing([], false)],
    ['the first page loading', undefined, [undefined], listing([], false)],
    ['the draft on top while the first page loads', 'Draft', [undefined], listing(['Draft'], false)],
    ['the first page', undefined, [['3.2.0', '3.1.0']], listing(['3.2.0', '3.1.0'])],
    ['an empty first page', undefined, [[]], listing([])],
    [
      'the draft, then the pages in order',
      'Draft',
      [['3.2.0'], ['0.1.0']],
      listing(['Draft', '3.2.0', '0.1.0']),
    ],
    ['a later page still loading', undefined, [['3.2.0'], undefined], listing(['3.2.0'])],
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
});
