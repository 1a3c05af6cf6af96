import type { AccountInfo } from '../../contracts/session';
import { getSession } from '../auth/session-state';
import { appStore, atom, type WritableAtom } from '../state/jotai';
import { contextAccountOf } from './model/account-link';

/**
 * The name this page last listed each account under, kept after it leaves the list: the notice
 * about an account taken from the user names it, though a renewal followed after the new list
 * landed (account-lost.ts).
 */
export const accountNamesSeen = new Map<number, string>();

/** The user's accounts, loaded with the user context. Each name is kept (`accountNamesSeen`). */
export const accountsAtom: WritableAtom<AccountInfo[], [AccountInfo[]], void> = atom(
  [] as AccountInfo[],
  (_get, set, accounts: AccountInfo[]) => {
    for (const { acctId, acctName } of accounts) accountNamesSeen.set(acctId, acctName);
    set(accountsAtom, accounts);
  },
);

/**
 * The context account: `?acctId=` in the URL when it names one of the user's accounts (S1 §2.1),
 * then the user's selected account, then the first one. A link naming another account is
 * corrected, with a notice, by the route guard (`accountLinkCorrection`).
 */
export { contextAccountOf as contextAccount };

const currentSearch = () => (typeof window === 'undefined' ? '' : window.location.search);

export function currentContextAccount(): AccountInfo | undefined {
  return contextAccountOf(appStore.get(accountsAtom), currentSearch(), getSession()?.user.selectedAccountId);
}

/**
 * The account the current URL asks for (`?acctId=`), before the accounts are known: what tells one
 * user context (and its cache rows) from another. Null when the URL names none.
 */
export function requestedAccountId(): string | null {
  return new URLSearchParams(currentSearch()).get('acctId');
}
