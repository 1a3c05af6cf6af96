import type { AccountInfo } from '../../../contracts/session';
import { contextAccountOf, linkedAccount } from './account-link';

/**
 * What an address's `?acctId=` asks for (S1 §2.1: "The query parameter acctId gives the context
 * account"), read against the user's accounts: its first value, as `URLSearchParams.get` reads it.
 * A value that is not an account number as written (`abc`, `0x3E9`, ` 1001`, empty) is malformed.
 */
export type AccountLink =
  | { kind: 'none' }
  | { kind: 'held'; account: AccountInfo }
  | { kind: 'notHeld'; acctId: number }
  | { kind: 'malformed' };

const ACCOUNT_NUMBER = /^[1-9]\d{0,14}$/;

export function readAccountLink(accounts: readonly AccountInfo[], search: string): AccountLink {
  const value = new URLSearchParams(search).get('acctId');
  if (value === null) return { kind: 'none' };
  const account = linkedAccount(accounts, search);
  if (account) return { kind: 'held', account };
  return ACCOUNT_NUMBER.test(value) ? { kind: 'notHeld', acctId: Number(value) } : { kind: 'malformed' };
}

/** The words telling the user that the link's account is not the one shown (walkthrough 10, defect 5). */
export function accountLinkNotice(link: AccountLink, shown: AccountInfo): string | undefined {
  if (link.kind === 'notHeld')
    return `You don't have access to account ${link.acctId}; showing ${shown.acctName}.`;
  // A malformed value is not repeated: it could be any text a link's author chose.
  if (link.kind === 'malformed') return `The link names no valid account; showing ${shown.acctName}.`;
  return undefined;
}

/**
 * How an address's `?acctId=` must change so that it names the account shown: undefined when it
 * already does (or names none). A refused value (an account the user does not hold, or not an
 * account number) is replaced by the account shown, with a notice (a repeated parameter goes with
 * it; a repeated one whose first value the user holds is left: that value counts). Otherwise the dead value would travel on with every navigation (S1 §2.1 keeps the query),
 * and a link copied from here would open yet another account.
 */
export function accountLinkCorrection(
  accounts: readonly AccountInfo[],
  search: string,
  selectedAccountId: number | null | undefined,
): { acctId: number; notice: string } | undefined {
  const link = readAccountLink(accounts, search);
  const shown = contextAccountOf(accounts, search, selectedAccountId);
  if (!shown) return undefined;
  const notice = accountLinkNotice(link, shown);
  return notice === undefined ? undefined : { acctId: shown.acctId, notice };
}
