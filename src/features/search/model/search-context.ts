import type { AppType, MenuItem } from '../../../contracts/menu';
import { flattenMenuItems, isPathAtOrUnder, menuItemPath } from '../../../contracts/menu-tree';
import { type SearchEntry, searchContextLabel } from './search-results';

/**
 * The optional context entries of the search panel (S1 §2.5 'Search {context}'). The spec does
 * not say what a context is; here both come from the page being shown: the left entry narrows
 * the search to the current app folder (its entry and pages), the right one to the current
 * group (Apps, Reports, Forms or Links). Neither is offered on a page no menu entry opens.
 */
export type SearchContextSide = 'left' | 'right';

export interface SearchContext {
  kind: 'area' | 'group';
  /** The `{context}` of 'Search {context}': the folder's title or the group's name. */
  name: string;
  /** The menu entries (any depth) a search in this context looks at. */
  itemIds: readonly number[];
}

export type SearchContexts = Partial<Record<SearchContextSide, SearchContext>>;

export interface PageLocation {
  pathname: string;
  /** The query string, with or without the leading `?`. */
  search: string;
}

/** The query parameters an entry's url names, all of which the page must carry for the entry to match it. */
function urlQuery(url: string): URLSearchParams {
  const queryAt = url.indexOf('?');
  return new URLSearchParams(queryAt >= 0 ? url.slice(queryAt + 1).split('#', 1)[0] : '');
}

function queryMatchCount(url: string, current: URLSearchParams): number | undefined {
  const wanted = [...urlQuery(url)];
  return wanted.every(([name, value]) => current.getAll(name).includes(value)) ? wanted.length : undefined;
}

/**
 * The top-level menu item the shown page belongs to. Entries whose path the page is at or under
 * and whose url's query parameters the page carries are candidates; the most specific wins (most
 * query parameters, then the longest path, then menu order), so `/shift-management?view=board`
 * belongs to the Shift Board page of its folder and `/shift-management` to Shift Management.
 */
export function currentTopLevelItem(
  items: readonly MenuItem[],
  location: PageLocation,
): MenuItem | undefined {
  const current = new URLSearchParams(location.search);
  let best: { top: MenuItem; queryCount: number; pathLength: number } | undefined;
  for (const top of items) {
    for (const item of flattenMenuItems([top])) {
      const path = menuItemPath(item);
      if (path === undefined || !isPathAtOrUnder(location.pathname, path)) continue;
      const queryCount = queryMatchCount(item.url, current);
      if (queryCount === undefined) continue;
      const better =
        !best ||
        queryCount > best.queryCount ||
        (queryCount === best.queryCount && path.length > best.pathLength);
      if (better) best = { top, queryCount, pathLength: path.length };
    }
  }
  return best?.top;
}

/** The context entries for the shown page: left = its app folder (when it has pages), right = its group. */
export function searchContextsFor(items: readonly MenuItem[], location: PageLocation): SearchContexts {
  const top = currentTopLevelItem(items, location);
  if (!top) return {};
  const group: AppType = top.appType;
  const contexts: SearchContexts = {
    right: {
      kind: 'group',
      name: group,
      itemIds: flattenMenuItems(items.filter((item) => item.appType === group)).map((item) => item.id),
    },
  };
  if (top.pages.length > 0)
    contexts.left = {
      kind: 'area',
      name: top.title,
      itemIds: flattenMenuItems([top]).map((item) => item.id),
    };
  return contexts;
}

/** The searchable entries within a context. */
export function entriesInContext(entries: readonly SearchEntry[], context: SearchContext): SearchEntry[] {
  const ids = new Set(context.itemIds);
  return entries.filter((entry) => ids.has(entry.item.id));
}

/** The entry's text: 'Search {context}'. */
export const contextEntryLabel = (context: SearchContext) => searchContextLabel(context.name);
