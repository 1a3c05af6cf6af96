import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../contracts/claims';
import { releaseNotesAbilities, statusActions } from './version-status';

const claim = (claimType: string, claimValue: string): Claim => ({ claimType, claimValue });

describe('releaseNotesAbilities', () => {
  it.each([
    ['a user', [claim('permissions', 'marketrates.0')], { filterByReleaseType: false, pushRelease: false }],
    ['an admin', [claim('role', 'admin')], { filterByReleaseType: false, pushRelease: true }],
    ['a system admin', [claim('roletype', 'systemadmin')], { filterByReleaseType: true, pushRelease: false }],
    [
      'both',
      [claim('role', 'Admin'), claim('roletype', 'systemadmin')],
      { filterByReleaseType: true, pushRelease: true },
    ],
  ])('%s', (_case, claims, expected) => {
    expect(releaseNotesAbilities(claims)).toEqual(expected);
  });
});

describe('statusActions', () => {
  it.each([
    ['Draft', ['saveDraft', 'submit']],
    ['Submit', ['activate', 'deactivate']],
    ['Active', ['deactivate']],
    ['Inactive', ['activate', 'abandon']],
    ['Abandon', []],
  ] as const)('%s → %j', (status, actions) => {
    expect(statusActions(status)).toEqual(actions);
  });
});
