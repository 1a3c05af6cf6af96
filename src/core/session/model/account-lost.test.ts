import { describe, expect, it } from 'vitest';
import { moveOffLostAccount } from './account-lost';
import { account } from './accounts.testkit';

const metro = account(1001, 'Metro Airport Rentals');
const harbor = account(1002, 'Harbor Logistics Yard');
const zurich = account(1003, 'Zürich Hub');
const lostMetro = { acctId: 1001, acctName: 'Metro Airport Rentals' };

describe('moveOffLostAccount', () => {
  it('moves a user whose selected account was taken to the first one they hold, and says so', () => {
    expect(moveOffLostAccount([harbor, zurich], '', 1001, lostMetro)).toEqual({
      shown: harbor,
      selectedAccountId: 1002,
      saveSelection: true,
      notice: 'You no longer have access to Metro Airport Rentals; showing Harbor Logistics Yard.',
    });
  });

  it('keeps a selected account still held when the lost one came from the address', () => {
    expect(moveOffLostAccount([harbor, zurich], '?acctId=1001', 1003, lostMetro)).toEqual({
      shown: zurich,
      selectedAccountId: 1003,
      // The server already stores the selected account: nothing to tell it.
      saveSelection: false,
      notice: 'You no longer have access to Metro Airport Rentals; showing Zürich Hub.',
    });
  });

  it('shows an account the address names and the user holds, and selects it (to be saved at the server)', () => {
    // The server falls back to the first account held (Harbor): without the save the next renewal
    // would move the device there.
    expect(moveOffLostAccount([harbor, zurich], '?acctId=1003', 1001, lostMetro)).toMatchObject({
      shown: zurich,
      selectedAccountId: 1003,
      saveSelection: true,
    });
  });

  it('names the account by its number when its name is not known', () => {
    expect(moveOffLostAccount([harbor], '', 1001, { acctId: 1001 })?.notice).toBe(
      'You no longer have access to account 1001; showing Harbor Logistics Yard.',
    );
  });

  it('leaves a user without accounts on none', () => {
    expect(moveOffLostAccount([], '', 1001, lostMetro)).toEqual({
      shown: undefined,
      selectedAccountId: null,
      saveSelection: false,
      notice: 'You no longer have access to Metro Airport Rentals.',
    });
  });

  it('does nothing when the user holds the account (again)', () => {
    expect(moveOffLostAccount([metro, harbor], '', 1001, lostMetro)).toBeUndefined();
  });
});
