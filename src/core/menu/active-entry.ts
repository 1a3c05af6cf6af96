import type { MenuItem } from '../../contracts/menu';
import { flattenMenuItems, isPathAtOrUnder, menuItemPath, menuItemQuery } from '../../contracts/menu-tree';

interface Candidate {
  item: MenuItem;
  /** Every query parameter of the entry's url is in the current location with the same value. */
  queryMatches: boolean;
  /** How many of the entry's query parameters the current location has. */
  matchedParams: number;
  pathLength: number;
}

function splitHref(href: string): { pathname: string; params: URLSearchParams } {
  const withoutHash = href.split('#', 1)[0] ?? '';
  const queryAt = withoutHash.indexOf('?');
  return queryAt < 0
    ? { pathname: withoutHash, params: new URLSearchParams() }
    : { pathname: withoutHash.slice(0, queryAt), params: new URLSearchParams(withoutHash.slice(queryAt)) };
}

function candidateFor(item: MenuItem, pathname: string, current: URLSearchParams): Candidate | undefined {
  const path = menuItemPath(item);
  if (path === undefined || !isPathAtOrUnder(pathname, path)) return undefined;
  const wanted = [...menuItemQuery(item)];
  const matchedParams = wanted.filter(([name, value]) => current.getAll(name).includes(value)).length;
  return {
    item,
    queryMatches: matchedParams === wanted.length,
    matchedParams,
    pathLength: path.length,
  };
}

/** Candidate a beats b: its whole query matches, then more matching parameters, then a deeper path. */
function beats(a: Candidate, b: Candidate): boolean {
  if (a.queryMatches !== b.queryMatches) return a.queryMatches;
  if (a.matchedParams !== b.matchedParams) return a.matchedParams > b.matchedParams;
  return a.pathLength > b.pathLength;
}

/**
 * The entry a page belongs to, for `href` (path, query and hash of the current location): among
 * the entries whose in-app path is the pathname or a parent of it, the one whose url's query the
 * location carries (`/labor-planning?view=weekly` is the Weekly Labor Plan page, not the Labor
 * Planning app), then the most specific; the first in menu order on a tie. Undefined when no entry
 * matches (e.g. on /home). The one rule for the sidebar's highlight (S1 §2.6) and the app a usage
 * record names (S1 §7), so the log names what the screen shows.
 */
export function activeEntry(items: readonly MenuItem[], href: string): MenuItem | undefined {
  const { pathname, params } = splitHref(href);
  let best: Candidate | undefined;
  for (const item of flattenMenuItems(items)) {
    const candidate = candidateFor(item, pathname, params);
    if (candidate && (best === undefined || beats(candidate, best))) best = candidate;
  }
  return best?.item;
}

/** True when the entry is `id` or one of its pages (at any depth) is. */
export function entryHolds(item: MenuItem, id: number): boolean {
  return item.id === id || item.pages.some((page) => entryHolds(page, id));
}

/** The listed entry whose pages hold the active entry, so its pages show; null when there is none. */
export function entryToOpenFor(listed: readonly MenuItem[], activeId: number | undefined): number | null {
  if (activeId === undefined) return null;
  const parent = listed.find((item) => item.id !== activeId && entryHolds(item, activeId));
  return parent?.id ?? null;
}
