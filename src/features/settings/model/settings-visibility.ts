import type { Claim } from '../../../contracts/claims';
import { canSelectSupervisor, canSelectUser, userTypeOf } from '../../../contracts/settings';

/** The panel's sub-tab entries (S2 §2), in the spec's order. */
export const SETTINGS_SUB_TABS = [
  'Preferences',
  'Notifications',
  'Permissions',
  'Impersonate Supervisor',
  'Impersonate User',
] as const;
export type SettingsSubTab = (typeof SETTINGS_SUB_TABS)[number];

export interface VisibleSubTab {
  tab: SettingsSubTab;
  /** Impersonation needs Workday data: disabled while its database is down (S2 §6). */
  disabled: boolean;
}

/**
 * Which sub-tabs the user sees (S2 §6): Notifications and Permissions are hidden from Workday
 * users; Impersonate Supervisor shows where supervisor selection is enabled (site admins who are
 * not Workday users), Impersonate User where user selection is (`feature:userselection`).
 */
export function visibleSubTabs(claims: readonly Claim[], directoryDatabaseDown: boolean): VisibleSubTab[] {
  const workday = userTypeOf(claims) === 'Workday';
  const shown: Record<SettingsSubTab, boolean> = {
    Preferences: true,
    Notifications: !workday,
    Permissions: !workday,
    'Impersonate Supervisor': canSelectSupervisor(claims),
    'Impersonate User': canSelectUser(claims),
  };
  return SETTINGS_SUB_TABS.filter((tab) => shown[tab]).map((tab) => ({
    tab,
    disabled: tab.startsWith('Impersonate') && directoryDatabaseDown,
  }));
}
