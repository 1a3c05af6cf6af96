import type { AccountInfo, Role, RolesResponse } from '../../../contracts/session';

/** The user menu's tabs (S1 §2.4). */
export const USER_MENU_TABS = ['Accounts', 'Roles'] as const;

/** Shown in the user menu when there is no other account to switch to. */
export const NO_OTHER_ACCOUNTS_TEXT = "You don't have access to other accounts";

/** Account switching shows only for a user with more than one account. */
export function canSwitchAccount(accounts: readonly AccountInfo[]): boolean {
  return accounts.length > 1;
}

/** Role switching shows only when roles are not consolidated and the user has more than one. */
export function canSwitchRole(roles: readonly Role[], consolidated: RolesResponse['consolidated']): boolean {
  return !consolidated && roles.length > 1;
}

export interface UserButtonInput {
  /** The user may select (impersonate) a different user. */
  differentUserSelectable: boolean;
  /** The user's accounts; undefined while they are loading. */
  accounts: readonly AccountInfo[] | undefined;
}

/** The title bar's user button opens the menu only if a different user is selectable or accounts are loaded (non-empty). */
export function userButtonOpensMenu({ differentUserSelectable, accounts }: UserButtonInput): boolean {
  return differentUserSelectable || (accounts !== undefined && accounts.length > 0);
}
