import { describe, expect, it } from 'vitest';
import type { Claim } from '../../contracts/claims';
import { routeOutcome } from './route-outcome';

const claims: Claim[] = [{ claimType: 'permissions', claimValue: 'announcements.1' }];
const rule = { anyOf: [{ area: 'announcements' }] } as const;

describe('routeOutcome', () => {
  it.each([
    ['a public route to anyone', { access: 'public', claims: undefined }, 'show'],
    ['sign-in for a guarded route without a session', { access: rule, claims: undefined }, 'signIn'],
    [
      '406 for a user with no account, before anything else',
      { access: rule, claims: [], accountCount: 0, appCount: 0 },
      'noAccount',
    ],
    [
      '401 for a user with no app at all',
      { access: 'signedIn', claims: [], accountCount: 1, appCount: 0 },
      'noApps',
    ],
    [
      '403 for a user without the claim',
      { access: { anyOf: [{ role: 'admin' }] }, claims, accountCount: 1, appCount: 3 },
      'forbidden',
    ],
    ['the page for a user with the claim', { access: rule, claims, accountCount: 1, appCount: 3 }, 'show'],
  ] as const)('gives %s', (_, input, expected) => {
    expect(routeOutcome(input)).toBe(expected);
  });
});
