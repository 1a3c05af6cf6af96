import { describe, expect, it } from 'vitest';
import { offersPushedRelease, sameVersion } from './pushed-release';

describe('offersPushedRelease', () => {
  it.each<[string, string, string | undefined, boolean]>([
    ['the same version', '3.2.0', '3.2.0', false],
    ['a newer version', '3.3.0', '3.2.0', true],
    ['an older version (a rollback is a change too)', '3.1.0', '3.2.0', true],
    ['the same version written shorter', '3.2', '3.2.0', false],
    ['the same version with spaces around it', ' 3.2.0 ', '3.2.0', false],
    ['a version differing only in a later part', '3.2.1', '3.2.0', true],
    ['a claim with no version', '3.2.0', '', true],
    ['no Version claim at all', '3.2.0', undefined, true],
    ['an empty push', '', '3.2.0', false],
    ['an empty push and no claim', ' ', undefined, false],
  ])('%s: pushed %j, claim %j → %s', (_case, pushed, claim, expected) => {
    expect(offersPushedRelease(pushed, claim)).toBe(expected);
  });
});

describe('sameVersion', () => {
  it.each<[string, string, boolean]>([
    ['3.3.0', '3.3.0', true],
    ['3.3', ' 3.3.0 ', true],
    ['3.3.0', '3.2.0', false],
    ['3.3.1', '3.3.0', false],
  ])('%j and %j → %s', (one, other, expected) => {
    expect(sameVersion(one, other)).toBe(expected);
  });
});
