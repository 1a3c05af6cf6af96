import type { AccountInfo } from '../../../contracts/session';

/**
 * The account `?acctId=` names among the user's: its first value, as written (`1001`; not
 * `0x3E9`, ` 1001` or `01001`, which `Number` would read as 1001), as `URLSearchParams.get` reads it.
 * Null when the address names no account; undefined when it names one the user does not hold.
 */
export function linkedAccount(
  accounts: readonly AccountInfo[],
  search: string,
): AccountInfo | null | undefined {
  const value = new URLSearchParams(search).get('acctId');
  return value === null ? null : accounts.find((a) => String(a.acctId) === value);
}

/**
 * The context account: `?acctId=` when it names one of the user's accounts (S1 §2.1), then the
 * user's selected account, then the first one.
 */
export function contextAccountOf(
  accounts: readonly AccountInfo[],
  search: string,
  selectedAccountId: number | null | undefined,
): AccountInfo | undefined {
  return (
    linkedAccount(accounts, search) ?? accounts.find((a) => a.acctId === selectedAccountId) ?? accounts[0]
  );
}

/**
 * The context account's id, also where the user's accounts are not known: a bare page opened by a
 * full load (an error page, a public form) loads no user context, so there it is the session's
 * selected account (an `?acctId=` there is not checked against the user's accounts, and error
 * pages drop the query anyway). Null for none (walkthrough 16, D3: usage records of such pages
 * carried no account while the user had one selected).
 */
export const contextAccountIdOf = (
  accounts: readonly AccountInfo[],
  search: string,
  selectedAccountId: number | null,
): number | null => contextAccountOf(accounts, search, selectedAccountId)?.acctId ?? selectedAccountId;
