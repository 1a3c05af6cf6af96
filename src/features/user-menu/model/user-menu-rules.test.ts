import { describe, expect, test } from 'vitest';
import { accountInfo, role } from '../../../../test/fixtures/shell-builders';
import { canSwitchAccount, canSwitchRole, currentRoleText, selectionAfterSwitch } from './user-menu-rules';

const accounts = (count: number) => Array.from({ length: count }, (_, i) => accountInfo(i + 1));
const roles = (count: number) => Array.from({ length: count }, (_, i) => role(i + 1, `Role ${i + 1}`));

describe('canSwitchAccount', () => {
  test.each([
    [0, false],
    [1, false],
    [2, true],
    [5, true],
  ])('with %i accounts: %s', (count, expected) => {
    expect(canSwitchAccount(accounts(count))).toBe(expected);
  });
});

describe('canSwitchRole', () => {
  test.each([
    [0, false, false],
    [1, false, false],
    [2, false, true],
    [2, true, false],
    [4, true, false],
  ])('with %i roles, consolidated %s: %s', (count, consolidated, expected) => {
    expect(canSwitchRole(roles(count), consolidated)).toBe(expected);
  });
});

describe('currentRoleText', () => {
  test.each([
    ['the selected role', roles(3), 2, 'Role 2'],
    ['every role joined when none is selected', roles(2), null, 'Role 1, Role 2'],
    ['every role joined when the selected one is unknown', roles(2), 9, 'Role 1, Role 2'],
    ['nothing without roles', [], null, undefined],
  ])('shows %s', (_, userRoles, selectedRoleId, expected) => {
    expect(currentRoleText(userRoles, selectedRoleId)).toBe(expected);
  });
});

describe('selectionAfterSwitch', () => {
  const here = { selectedAccountId: 1001, selectedRoleId: 1 };
  // A server keeping one selection per user answers the other half as another device chose it.
  test('a role switch takes the new role and keeps this device’s account', () => {
    expect(selectionAfterSwitch(here, { selectedAccountId: 1003, selectedRoleId: 2 }, 'role')).toEqual({
      selectedAccountId: 1001,
      selectedRoleId: 2,
    });
  });
  test('an account switch takes the new account and keeps this device’s role', () => {
    expect(selectionAfterSwitch(here, { selectedAccountId: 1002, selectedRoleId: 3 }, 'account')).toEqual({
      selectedAccountId: 1002,
      selectedRoleId: 1,
    });
  });
});
