import { NOTIFICATION_PAGE_SIZE, type UserNotification } from '../../../contracts/shell';

/** The notification list as loaded so far (S2 §4 'Notification list'). */
export interface NotificationPages {
  items: UserNotification[];
  /** A page shorter than the page size came back: nothing more to load. */
  atEnd: boolean;
}

/** The list after its first page: the reset state of a new search or a reopened panel. */
export function firstPage(items: readonly UserNotification[]): NotificationPages {
  return { items: [...items], atEnd: items.length < NOTIFICATION_PAGE_SIZE };
}

/**
 * The list with the next page added. Paging is by skip, so a notification that arrived meanwhile
 * shifts the pages by one: an item already shown is not shown twice.
 */
export function withNextPage(pages: NotificationPages, page: readonly UserNotification[]): NotificationPages {
  const shown = new Set(pages.items.map((item) => item.id));
  return {
    items: [...pages.items, ...page.filter((item) => !shown.has(item.id))],
    atEnd: page.length < NOTIFICATION_PAGE_SIZE,
  };
}

/** Where the next page starts. */
export const nextSkip = (pages: NotificationPages): number => pages.items.length;

/** An item shows a dismiss button while it allows acknowledgement and is not done (S2 §2). */
export const canDismiss = (item: UserNotification): boolean =>
  item.allowAcknowledge && item.completedOn === null;

/** The item marked done at `at`, as the server will store it. */
export function dismissed(item: UserNotification, at: Date): UserNotification {
  return item.completedOn === null ? { ...item, completedOn: at.toISOString() } : item;
}

/**
 * The bell as the user left it: items whose dismissal is still queued show as done and leave the
 * count, whatever a server answer that predates the dismissal says (it may arrive after it). That
 * holds beyond the newest items the bell lists: a queued id the answer does not list (one dismissed
 * from a page loaded by 'Load more') is still open in its count, since the server has not confirmed
 * it. Only an answer fetched after the server applied it, while its own answer is on the way (or
 * lost, until the resend), counts it twice, and the record leaves the queue moments later.
 */
export function withPendingDismissals<B extends { count: number; items: readonly UserNotification[] }>(
  bell: B,
  pendingIds: ReadonlySet<number>,
  at: Date,
): B {
  if (pendingIds.size === 0) return bell;
  const doneAlready = bell.items.filter((item) => pendingIds.has(item.id) && !canDismiss(item)).length;
  return {
    ...bell,
    count: Math.max(0, bell.count - pendingIds.size + doneAlready),
    items: bell.items.map((item) => (pendingIds.has(item.id) ? dismissed(item, at) : item)),
  };
}
