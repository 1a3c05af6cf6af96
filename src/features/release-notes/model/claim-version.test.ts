import { describe, expect, it } from 'vitest';
import { listsClaimVersion } from './claim-version';

describe('listsClaimVersion', () => {
  const versions = [{ version: '3.2.0' }, { version: '3.0.0' }];
  it.each<[string, { versionId: string } | undefined, boolean]>([
    ['a claim whose version is listed', { versionId: '3.2.0' }, true],
    // Mia Merged's 3.1.0 is Inactive: a non-admin's list leaves it out, its notes answer 404.
    ['a claim whose version the list leaves out', { versionId: '3.1.0' }, false],
    ['no claim', undefined, false],
  ])('answers for %s', (_, claim, expected) => {
    expect(listsClaimVersion(versions, claim)).toBe(expected);
  });

  it('says nothing is listed before the list is there', () => {
    expect(listsClaimVersion([], { versionId: '3.2.0' })).toBe(false);
  });
});
