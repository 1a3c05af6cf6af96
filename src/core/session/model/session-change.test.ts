import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contracts/session';
import { selectionLeftByRenewal, sessionChangeFromElsewhere } from './session-change';

const supervisor = { roleId: 3, roleName: 'Shift Supervisor' };
const planner = { roleId: 4, roleName: 'Labor Planner' };

const session = (token: string, user: Partial<Session['user']> = {}): Session => ({
  user: {
    id: 1,
    name: 'Ada Admin',
    authToken: token,
    claims: [{ claimType: 'permissions', claimValue: 'laborplanning.1' }],
    roles: [supervisor, planner],
    selectedRoleId: 3,
    selectedAccountId: 1001,
    ...user,
  },
  refreshToken: 'refresh',
  expiresAt: 0,
});
const impersonating = (token: string, id: string) =>
  session(token, {
    claims: [
      { claimType: 'permissions', claimValue: 'laborplanning.1' },
      { claimType: 'UserId', claimValue: id },
    ],
  });
const merged = (token: string) => session(token, { selectedRoleId: null });

describe('sessionChangeFromElsewhere (walkthrough 15, D3)', () => {
  it.each([
    ['a renewal that brings an impersonation', session('t1'), impersonating('t2', '3'), 'impersonation'],
    ['a renewal that ends one', impersonating('t1', '3'), session('t2'), 'impersonation'],
    [
      'a renewal that names another user',
      impersonating('t1', '2'),
      impersonating('t2', '3'),
      'impersonation',
    ],
    ['a renewal with the roles merged', session('t1'), merged('t2'), 'mergeRoles'],
    ['a renewal with the roles no longer merged', merged('t1'), session('t2'), 'mergeRoles'],
    [
      'both at once: the impersonation decides (a reload)',
      session('t1'),
      { ...merged('t2'), user: { ...merged('t2').user, claims: impersonating('t2', '3').user.claims } },
      'impersonation',
    ],
  ] as const)('%s', (_case, before, after, expected) => {
    expect(sessionChangeFromElsewhere(before, after)).toBe(expected);
  });

  it.each([
    ['a plain renewal', session('t1'), session('t2')],
    ['a renewal keeping the impersonation', impersonating('t1', '3'), impersonating('t2', '3')],
    ['a renewal keeping merged roles', merged('t1'), merged('t2')],
    // Another device's role switch reaches the server's one selection, not Merge Roles.
    ['a renewal with another selected role', session('t1'), session('t2', { selectedRoleId: 4 })],
    ["this page's own choice of whom to impersonate (same token)", session('t1'), impersonating('t1', '3')],
    ["this page's own role change (same token)", session('t1'), merged('t1')],
    ['a user left with no role', session('t1'), session('t2', { roles: [], selectedRoleId: null })],
    ['a user given roles', session('t1', { roles: [], selectedRoleId: null }), session('t2')],
    ['a sign-in', undefined, session('t1')],
    ['a sign-out', session('t1'), undefined],
    [
      'another user (the tabs’ handover)',
      session('t1'),
      { ...impersonating('t2', '3'), user: { ...impersonating('t2', '3').user, id: 2 } },
    ],
  ] as const)('nothing for %s', (_case, before, after) => {
    expect(sessionChangeFromElsewhere(before, after)).toBeUndefined();
  });
});

describe('selectionLeftByRenewal (an account or role taken, answered by a renewal)', () => {
  it.each([
    [
      'a renewal answering another account',
      session('t1'),
      session('t2', { selectedAccountId: 1002 }),
      { account: 1001 },
    ],
    [
      'a renewal answering no account',
      session('t1'),
      session('t2', { selectedAccountId: null }),
      { account: 1001 },
    ],
    [
      'a renewal whose roles no longer hold the selected one',
      session('t1'),
      session('t2', { roles: [planner], selectedRoleId: 4 }),
      { role: 3 },
    ],
    [
      'both at once',
      session('t1'),
      session('t2', { roles: [planner], selectedRoleId: 4, selectedAccountId: 1002 }),
      { account: 1001, role: 3 },
    ],
  ] as const)('%s', (_case, before, after, expected) => {
    expect(selectionLeftByRenewal(before, after)).toEqual(expected);
  });

  it.each([
    ['a plain renewal', session('t1'), session('t2')],
    // Still held: a selection the server kept otherwise (the company API), not a role taken.
    ['another selected role still held', session('t1'), session('t2', { selectedRoleId: 4 })],
    [
      'roles merged (the Merge Roles change)',
      session('t1'),
      session('t2', { roles: [planner], selectedRoleId: null }),
    ],
    ['a user left with no role', session('t1'), session('t2', { roles: [], selectedRoleId: null })],
    ['no account selected before', session('t1', { selectedAccountId: null }), session('t2')],
    ["this page's own move (same token)", session('t1'), session('t1', { selectedAccountId: 1002 })],
    [
      'another impersonation (the page starts over)',
      session('t1'),
      { ...impersonating('t2', '3'), user: { ...impersonating('t2', '3').user, selectedAccountId: 1002 } },
    ],
    [
      'another user',
      session('t1'),
      {
        ...session('t2', { selectedAccountId: 1002 }),
        user: { ...session('t2', { selectedAccountId: 1002 }).user, id: 2 },
      },
    ],
    ['a sign-in', undefined, session('t1')],
    ['a sign-out', session('t1'), undefined],
  ] as const)('nothing for %s', (_case, before, after) => {
    expect(selectionLeftByRenewal(before, after)).toBeUndefined();
  });
});
