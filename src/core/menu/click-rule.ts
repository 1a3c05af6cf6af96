import type { MenuItem } from '../../contracts/menu';
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

export interface LauncherClickContext {
  /** The current query string (`location.search`, with or without the leading `?`). */
  currentSearch: string;
}

/**
 * What clicking a menu entry does (S1 §2.3), on the launcher and in the sidebar (S1 §2.6: the
 * same rules; the sidebar toggles an entry's pages where the launcher opens a folder). Checked in
 * this order: disabled → nothing; noAccount → `/error/406`, hiding home; an entry with pages → its
 * folder opens; an external link → a new window (recording usage) or `/url/{id}`; otherwise the
 * entry's url. In-app navigation keeps the current query string (S1 §2.1), except to the error page.
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
 * `target` with the current query parameters added: every current parameter is kept, and a
 * parameter the target names replaces the current one (all its values). Absolute URLs are
 * returned as they are.
 */
export function withCurrentQuery(target: string, currentSearch: string): string {
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
