import type { AccountInfo } from '../../../contracts/session';
import { contextAccountOf } from './account-link';

/** Where the app goes when the server said the context account is no longer the user's. */
export interface MoveOffLostAccount {
  /** The account shown from now on; undefined when the user holds none (the guard shows 406). */
  shown: AccountInfo | undefined;
  /** The session's selected account from now on: unchanged while the user still holds it. */
  selectedAccountId: number | null;
  /**
   * The selection moved off the lost account: saved at the server (`PUT Common/SelectedAccount`),
   * which still stores the lost one and answers its own fallback, the first account held, at the
   * next renewal. False when the selection stays (the lost account came from the address) or no
   * account is left.
   */
  saveSelection: boolean;
  /** Said once, in a notice. */
  notice: string;
}

/**
 * The move off an account taken from the user (an administrator moved them to another site),
 * read against the accounts the server lists now (`accounts`, read without the refused header):
 * the account the address names when held (S1 §2.1), else the selected one when still held, else
 * the first one, as the server falls back itself (user-store.ts). Undefined when the user holds the
 * account again (or the app had already moved off it): nothing to do. `lostName` is the account's
 * name as the app knew it; without one the notice names its number.
 */
export function moveOffLostAccount(
  accounts: readonly AccountInfo[],
  search: string,
  selectedAccountId: number | null | undefined,
  lost: { acctId: number; acctName?: string },
): MoveOffLostAccount | undefined {
  if (accounts.some((account) => account.acctId === lost.acctId)) return undefined;
  const shown = contextAccountOf(accounts, search, selectedAccountId);
  const stillSelected = accounts.some((account) => account.acctId === selectedAccountId);
  const lostWords = lost.acctName ?? `account ${lost.acctId}`;
  return {
    shown,
    selectedAccountId: stillSelected ? (selectedAccountId ?? null) : (shown?.acctId ?? null),
    saveSelection: !stillSelected && shown !== undefined,
    notice: shown
      ? `You no longer have access to ${lostWords}; showing ${shown.acctName}.`
      : `You no longer have access to ${lostWords}.`,
  };
}
