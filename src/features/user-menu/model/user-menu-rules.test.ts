import { describe, expect, test } from 'vitest';
import { accountInfo, role } from '../../../../test/fixtures/shell-builders';
import { canSwitchAccount, canSwitchRole, userButtonOpensMenu } from './user-menu-rules';

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

describe('userButtonOpensMenu', () => {
  test.each([
    ['opens when a different user is selectable', true, undefined, true],
    ['opens when accounts are loaded', false, accounts(1), true],
    ['stays closed while accounts load and no other user is selectable', false, undefined, false],
    ['stays closed when the loaded account list is empty', false, [], false],
  ])('%s', (_, differentUserSelectable, loaded, expected) => {
    expect(userButtonOpensMenu({ differentUserSelectable, accounts: loaded })).toBe(expected);
  });
});
