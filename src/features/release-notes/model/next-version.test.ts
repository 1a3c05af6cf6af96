import { describe, expect, it } from 'vitest';
import type { VersionStatus } from '../../../contracts/release-notes';
import { suggestNextVersion } from './next-version';

const v = (version: string, status: VersionStatus = 'Active') => ({ version, status });

describe('suggestNextVersion', () => {
  it.each([
    ['the newest version plus 0.1', [v('3.2.0'), v('3.1.0')], '3.3.0'],
    ['past nine tenths', [v('3.9.0')], '4.0.0'],
    ['skipping the draft', [v('Draft', 'Draft'), v('3.4.0', 'Draft'), v('3.3.0', 'Submit')], '3.4.0'],
    ['an inactive version counts', [v('2.7.0', 'Inactive')], '2.8.0'],
    ['a short number', [v('5')], '5.1.0'],
    ['a number without a patch part', [v('1.2')], '1.3.0'],
    ['a two-digit minor: the next minor, never back to 3.2.0 (walkthrough 21)', [v('3.14.0')], '3.15.0'],
    ['a two-digit minor past nineteen', [v('3.19.2')], '3.20.0'],
    ['a two-digit minor without a patch part', [v('1.25')], '1.26.0'],
    ['a two-digit minor with a suffix', [v('3.14-beta')], '3.15.0'],
    ['no versions', [], undefined],
    ['drafts only', [v('Draft', 'Draft')], undefined],
    ['no number', [v('next')], undefined],
  ])('%s', (_case, versions, expected) => {
    expect(suggestNextVersion(versions)).toBe(expected);
  });
});
