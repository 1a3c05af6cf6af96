import { describe, expect, test } from 'vitest';
import { accountInfo } from '../../../../test/fixtures/shell-builders';
import { userButtonOpensMenu } from './user-button';

const accounts = (count: number) => Array.from({ length: count }, (_, i) => accountInfo(i + 1));

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
