import { RELEASE_VERSIONS_PAGE_SIZE } from '../../../contracts/release-notes';

/**
 * The Versions pane's paging (S2 §4, §8, §9): skip-based pages of 25; the list has ended once a
 * page comes back with fewer than 25, or a page failed (failures only mark the end). A page that
 * failed because it was never saved on the device and the server cannot be reached is
 * 'notSaved': it ends the list too, and the pane says so (`offline-availability.ts`).
 */
export type PageOutcome = number | 'failed' | 'notSaved' | undefined;

export interface VersionsPaging {
  /** One entry per requested page: its length once loaded, 'failed', or undefined while loading. */
  pages: readonly PageOutcome[];
}

export type PagingEvent =
  | { type: 'loadMore' }
  | { type: 'loaded'; page: number; count: number }
  | { type: 'failed'; page: number; notSaved?: boolean };

export const firstPage: VersionsPaging = { pages: [undefined] };

export const pageSkip = (page: number, pageSize = RELEASE_VERSIONS_PAGE_SIZE) => page * pageSize;

export function hasEnded(paging: VersionsPaging, pageSize = RELEASE_VERSIONS_PAGE_SIZE): boolean {
  return paging.pages.some(
    (outcome) =>
      outcome === 'failed' || outcome === 'notSaved' || (typeof outcome === 'number' && outcome < pageSize),
  );
}

/** Another page may be asked for: not at the end, and no page still loading. */
export function canLoadMore(paging: VersionsPaging, pageSize = RELEASE_VERSIONS_PAGE_SIZE): boolean {
  return !hasEnded(paging, pageSize) && paging.pages.every((outcome) => outcome !== undefined);
}

export function nextPaging(
  paging: VersionsPaging,
  event: PagingEvent,
  pageSize = RELEASE_VERSIONS_PAGE_SIZE,
): VersionsPaging {
  switch (event.type) {
    case 'loadMore':
      return canLoadMore(paging, pageSize) ? { pages: [...paging.pages, undefined] } : paging;
    case 'loaded':
    case 'failed': {
      if (event.page < 0 || event.page >= paging.pages.length) return paging;
      const outcome: PageOutcome =
        event.type === 'loaded' ? event.count : event.notSaved ? 'notSaved' : 'failed';
      if (paging.pages[event.page] === outcome) return paging;
      return { pages: paging.pages.map((old, index) => (index === event.page ? outcome : old)) };
    }
  }
}

/** The first page that was never saved and could not be fetched, if any (0: nothing to list). */
export function firstNotSavedPage(paging: VersionsPaging): number | undefined {
  const index = paging.pages.indexOf('notSaved');
  return index < 0 ? undefined : index;
}

/** The Versions pane when the filters left no version (never the unfiltered list's placeholder). */
export const NO_VERSION_MATCHES_TEXT = 'No release notes match the filters.';
/** The Changes pane then: it names no version (the one shown before is no longer listed). */
export const CHANGE_THE_FILTERS_TEXT = 'Change or clear the filters to see release notes.';

/** Why the Versions list is empty, once its first page has answered. */
export type EmptyListing = 'noneMatch' | 'nothing' | 'failed';

/**
 * - `noneMatch`: the filters left no version to list (filtered, the first page came back empty,
 *   no unsaved draft leading the list). The panes say nothing matches, rather than leaving the list
 *   blank and the Changes pane naming a version no longer listed over S2's 'No changes to the App's
 *   you have access.', which is for a list without filters (a permissions matter, not a search's).
 * - `nothing`: unfiltered, nothing to list at all: the first page came back empty. The Changes
 *   pane shows S2's placeholder then, not a blank pane (walkthrough 3 saw one after a malformed
 *   answer).
 * - `failed`: the first page failed (an error status, a 429, an unreadable answer; S2 §8: only
 *   logged, no message). Nothing is known to be empty: the Versions pane says 'Could not be
 *   loaded.' with Try again, and the Changes pane the same words, never S2's placeholder, which
 *   would say there is nothing (walkthrough 7).
 * A first page never saved on the device (offline) is neither: the pane says so
 * (`firstNotSavedPage`).
 */
export function emptyListing(
  paging: VersionsPaging,
  { filtered, leading }: { filtered: boolean; leading: boolean },
): EmptyListing | undefined {
  const first = paging.pages[0];
  if (leading) return undefined;
  if (first === 'failed') return 'failed';
  if (first !== 0) return undefined;
  return filtered ? 'noneMatch' : 'nothing';
}
