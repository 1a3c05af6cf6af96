import type { AccountInfo } from '../../contracts/session';
import { getSession } from '../auth/session-state';
import { appStore, atom } from '../state/jotai';
import { contextAccountOf } from './model/account-link';

const accountsHeldAtom = atom<AccountInfo[]>([]);
const namesSeen = new Map<number, string>();

/** The user's accounts, loaded with the user context. Each name is kept (`accountNameSeen`). */
export const accountsAtom = atom(
  (get) => get(accountsHeldAtom),
  (_get, set, accounts: AccountInfo[]) => {
    for (const { acctId, acctName } of accounts) namesSeen.set(acctId, acctName);
    set(accountsHeldAtom, accounts);
  },
);

/**
 * The name this page last listed an account under, after it left the list too: the notice about an
 * account taken from the user names it, though a renewal followed after the new list landed.
 */
export const accountNameSeen = (acctId: number): string | undefined => namesSeen.get(acctId);

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
