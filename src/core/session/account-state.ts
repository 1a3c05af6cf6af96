import type { AccountInfo } from '../../contracts/session';
import { getSession } from '../auth/session-state';
import { appStore, atom } from '../state/jotai';

/** The user's accounts, loaded with the user context. */
export const accountsAtom = atom<AccountInfo[]>([]);

/**
 * The context account: `?acctId=` in the URL wins (S1 §2.1), then the user's selected account,
 * then the first one.
 */
export function contextAccount(
  accounts: readonly AccountInfo[],
  search: string,
  selectedAccountId: number | null | undefined,
) {
  const fromUrl = Number(new URLSearchParams(search).get('acctId'));
  return (
    accounts.find((a) => a.acctId === fromUrl) ??
    accounts.find((a) => a.acctId === selectedAccountId) ??
    accounts[0]
  );
}

const currentSearch = () => (typeof window === 'undefined' ? '' : window.location.search);

export function currentContextAccount(): AccountInfo | undefined {
  return contextAccount(appStore.get(accountsAtom), currentSearch(), getSession()?.user.selectedAccountId);
}

/**
 * The account the current URL asks for (`?acctId=`), before the accounts are known: what tells one
 * user context (and its cache rows) from another. Null when the URL names none.
 */
export function requestedAccountId(): string | null {
  return new URLSearchParams(currentSearch()).get('acctId');
}
