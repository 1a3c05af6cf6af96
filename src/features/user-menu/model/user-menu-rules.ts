import type { AccountInfo, AuthUser, Role, RolesResponse } from '../../../contracts/session';

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

/**
 * The role the user works in, as the menu shows it: the selected role's name, else every role's
 * name joined (as the usage log does when no role is selected, S1 §6); undefined with no roles.
 */
export function currentRoleText(roles: readonly Role[], selectedRoleId: number | null): string | undefined {
  const selected = roles.find((role) => role.roleId === selectedRoleId);
  if (selected) return selected.roleName;
  return roles.length > 0 ? roles.map((role) => role.roleName).join(', ') : undefined;
}

type Selection = Pick<AuthUser, 'selectedAccountId' | 'selectedRoleId'>;

/**
 * The device's selection after a switch: only what was switched is taken from the server's answer.
 * Each device keeps its own (a reload keeps the device's account). A server that keeps one
 * selection per user answers the other half as another device last chose it, and taking that
 * moved this device to an account its user never chose here (walkthrough 8, defect 3). The
 * reference server now keeps it per sign-in (docs/api.md), and the app's own move off an account
 * taken is saved there (account-lost.ts), but the company API may keep one per user.
 */
export function selectionAfterSwitch(
  current: Selection,
  answer: Selection,
  changed: 'account' | 'role',
): Selection {
  return changed === 'account'
    ? { selectedAccountId: answer.selectedAccountId, selectedRoleId: current.selectedRoleId }
    : { selectedAccountId: current.selectedAccountId, selectedRoleId: answer.selectedRoleId };
}
