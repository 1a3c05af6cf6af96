import type { AccountInfo } from '../../../contracts/session';

// The title bar's user button's rule, on the first screen; the menu's own rules are in
// user-menu-rules.ts, loaded with its panel (a first-screen module carries all its exports).

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
