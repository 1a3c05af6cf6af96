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
