import { api } from '../../contracts/api';
import type { MenuResponse } from '../../contracts/menu';
import type { AccountInfo, RolesResponse } from '../../contracts/session';
import { appApi } from '../api/app-api';
import { getSession } from '../auth/session-state';
import { onSignOut } from '../auth/sign-out';
import { appStore, atom } from '../state/jotai';
import { accountsAtom } from './account-state';

export const menuAtom = atom<MenuResponse | undefined>(undefined);
export const rolesAtom = atom<RolesResponse | undefined>(undefined);

export interface UserContext {
  accounts: AccountInfo[];
  menu: MenuResponse;
  roles: RolesResponse;
}

let loading: { key: string; promise: Promise<UserContext> } | undefined;

async function load(): Promise<UserContext> {
  const client = appApi();
  // Accounts first: the account headers of the next calls depend on them.
  const accounts = await client.call(api.accounts);
  appStore.set(accountsAtom, accounts);
  const [menu, roles] = await Promise.all([client.call(api.menu), client.call(api.roles)]);
  appStore.set(menuAtom, menu);
  appStore.set(rolesAtom, roles);
  return { accounts, menu, roles };
}

/**
 * Accounts, menu and roles of the signed-in user, loaded once per user and selected account and
 * shared by every guard and screen. A failure is not kept: the next navigation tries again.
 */
export function ensureUserContext(): Promise<UserContext> {
  const user = getSession()?.user;
  const key = `${user?.id}:${user?.selectedAccountId}:${user?.selectedRoleId}`;
  if (loading?.key !== key) {
    const promise = load();
    loading = { key, promise };
    promise.catch(() => {
      if (loading?.promise === promise) loading = undefined;
    });
  }
  return loading.promise;
}

export function forgetUserContext(): void {
  loading = undefined;
  appStore.set(menuAtom, undefined);
  appStore.set(rolesAtom, undefined);
  appStore.set(accountsAtom, []);
}

onSignOut(forgetUserContext);
