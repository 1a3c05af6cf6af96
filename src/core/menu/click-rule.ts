import type { MenuItem } from '../../contracts/menu';
import { flattenMenuItems, menuItemQuery } from '../../contracts/menu-tree';
import type { AppUsageEntry } from '../../contracts/usage';

/** Screens narrower than this are mobile (S1 §2.3, §9). */
export const MOBILE_BREAKPOINT_PX = 1000;

/** Where the no-account entry leads (S1 §2.2: Access Error). */
export const NO_ACCOUNT_ERROR_PATH = '/error/406';

export type LauncherClickAction =
  | { kind: 'none' }
  /** `href` is path + query (+ hash); `hideHome` closes the home view (the no-account case). */
  | { kind: 'navigate'; href: string; hideHome: boolean }
  | { kind: 'openFolder'; item: MenuItem }
  | { kind: 'openWindow'; url: string; usage: AppUsageEntry };

/** The current query's parameters that navigation keeps: made by `keptQuery` only. */
export type KeptQuery = string & { readonly kept: true };

export interface LauncherClickContext {
  /** The current query string's kept parameters (`keptQuery(location.search, menu)`). */
  currentSearch: KeptQuery;
}

/**
 * The current query's parameters that navigation keeps (S1 §2.1 "Navigation keeps the current
 * query parameters"; docs/architecture.md, "Decisions where the spec is silent"): the context ones
 * (`acctId` always, and any parameter no menu entry's url has), not those the menu's entries select
 * their page by (`view`, `report`, `id`: the keys of their urls' queries), which the target's own
 * url sets or leaves out. Else, after 'Weekly Labor Plan' (`/labor-planning?view=weekly`), the
 * 'Labor Planning' app, Home and every other entry carried `view=weekly` (walkthrough 16, D2).
 */
export function keptQuery(currentSearch: string, menu: readonly MenuItem[]): KeptQuery {
  const kept = new URLSearchParams(currentSearch);
  for (const item of flattenMenuItems(menu)) {
    for (const name of menuItemQuery(item).keys()) if (name !== 'acctId') kept.delete(name);
  }
  return kept.toString() as KeptQuery;
}

/**
 * What clicking a menu entry does (S1 §2.3), on the launcher and in the sidebar (S1 §2.6: the
 * same rules; the sidebar toggles an entry's pages where the launcher opens a folder). Checked in
 * this order: disabled → nothing; noAccount → `/error/406`, hiding home; an entry with pages → its
 * folder opens; an external link → a new window (recording usage) or `/url/{id}`; otherwise the
 * entry's url. In-app navigation keeps the current query's kept parameters (S1 §2.1, `keptQuery`),
 * except to the error page.
 */
export function launcherClickAction(
  item: MenuItem,
  { currentSearch }: LauncherClickContext,
): LauncherClickAction {
  if (item.disabled) return { kind: 'none' };
  if (item.noAccount) return { kind: 'navigate', href: NO_ACCOUNT_ERROR_PATH, hideHome: true };
  if (item.pages.length > 0) return { kind: 'openFolder', item };
  if (item.extLink) {
    if (item.extLinkNewTab) {
      return {
        kind: 'openWindow',
        url: item.extLink,
        usage: { group: item.appType, appName: item.title, appUrl: item.extLink, itemID: String(item.id) },
      };
    }
    return { kind: 'navigate', href: withCurrentQuery(`/url/${item.id}`, currentSearch), hideHome: false };
  }
  return { kind: 'navigate', href: withCurrentQuery(item.url, currentSearch), hideHome: false };
}

const absoluteUrl = /^[a-z][a-z\d+.-]*:/i;

/**
 * `target` with the current query's kept parameters added (`keptQuery`): a parameter the target
 * names replaces the current one (all its values). Absolute URLs are returned as they are.
 */
export function withCurrentQuery(target: string, currentSearch: KeptQuery): string {
  if (absoluteUrl.test(target)) return target;
  const hashAt = target.indexOf('#');
  const hash = hashAt >= 0 ? target.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const targetParams = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt) : '');
  const merged = new URLSearchParams(currentSearch);
  for (const name of new Set(targetParams.keys())) merged.delete(name);
  for (const [name, value] of targetParams) merged.append(name, value);
  const query = merged.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/** On a mobile screen the sidebar hides after navigation (S1 §2.3). */
export function shouldHideSidebarAfterNavigation(viewportWidth: number): boolean {
  return viewportWidth < MOBILE_BREAKPOINT_PX;
}
