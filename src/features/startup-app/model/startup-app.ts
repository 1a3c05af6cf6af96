import type { MenuItem, MenuResponse } from '../../../contracts/menu';
import { PreferenceTitle, type UserPreference } from '../../../contracts/settings';
import { keptQuery, launcherClickAction } from '../../../core/menu/click-rule';

/**
 * Whether this tab still has to decide on the Startup App: 'pending' until the first signed-in
 * page of the tab (or of a new sign-in) has been shown, then 'settled'.
 */
export type StartupState = 'pending' | 'settled';

/** The launcher's path: the only page the Startup App replaces. */
export const HOME_PATH = '/home';

/** The menu entry with this id, folders' pages included. */
function findEntry(items: readonly MenuItem[], id: number): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inFolder = findEntry(item.pages, id);
    if (inFolder) return inFolder;
  }
  return undefined;
}

/**
 * Where the Startup App preference (S2 §3 AppSelector) leads: the chosen entry's in-app address,
 * opened as a click on it would (keeping the query string). Nothing when unset, no longer in the
 * user's menu, disabled, or not an in-app page (a folder, or a link that opens another window).
 */
export function startupAppHref(
  preferences: readonly UserPreference[],
  menu: MenuResponse,
  currentSearch: string,
): string | undefined {
  const value = preferences.find((preference) => preference.title === PreferenceTitle.startupApp)?.value;
  const id = Number(value);
  if (!value || !Number.isInteger(id)) return undefined;
  const entry = findEntry(menu.items, id);
  if (!entry) return undefined;
  const action = launcherClickAction(entry, { currentSearch: keptQuery(currentSearch, menu.items) });
  return action.kind === 'navigate' && !action.hideHome ? action.href : undefined;
}

export interface StartupSituation {
  state: StartupState;
  path: string;
  /** Undefined while still loading. */
  preferences: readonly UserPreference[] | undefined;
  menu: MenuResponse | undefined;
  search: string;
}

/**
 * One step of the decision, on every signed-in page shown: the first page of the tab settles it.
 * A first page other than Home settles it with nothing to open (a link or a reload lands where
 * it asked); Home waits for the preferences and the menu, then opens the Startup App if any.
 */
export function startupStep(situation: StartupSituation): { state: StartupState; open?: string } {
  if (situation.state === 'settled') return { state: 'settled' };
  if (situation.path !== HOME_PATH) return { state: 'settled' };
  if (!situation.preferences || !situation.menu) return { state: 'pending' };
  const open = startupAppHref(situation.preferences, situation.menu, situation.search);
  return open ? { state: 'settled', open } : { state: 'settled' };
}
