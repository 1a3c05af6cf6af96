import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../contracts/claims';
import { releaseNotesAbilities } from './version-status';

const claim = (claimType: string, claimValue: string): Claim => ({ claimType, claimValue });
const none = { filterByReleaseType: false, authorVersions: false, pushRelease: false, editNotes: false };
const systemAdmin = { filterByReleaseType: true, authorVersions: true };
const admin = { pushRelease: true, editNotes: true };

describe('releaseNotesAbilities', () => {
  it.each([
    ['a user', [claim('permissions', 'marketrates.0')], none],
    ['an admin', [claim('role', 'admin')], { ...none, ...admin }],
    ['a system admin', [claim('roletype', 'systemadmin')], { ...none, ...systemAdmin }],
    ['both', [claim('role', 'Admin'), claim('roletype', 'systemadmin')], { ...systemAdmin, ...admin }],
  ])('%s', (_case, claims, expected) => {
    expect(releaseNotesAbilities(claims)).toEqual(expected);
  });
});
