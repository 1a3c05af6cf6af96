import {
  NOTIFICATION_PAGE_SIZE,
  notificationCategories,
  type UserNotification,
} from '../../../contracts/shell';

// The bell's list as its panel shows it: its pages, groups, links and words. Only the lazily
// loaded panel uses these; the bell's button (first screen) has its own module, since a
// first-screen module carries all its exports in the entry chunk (docs/performance.md).

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

/** Shown in the bell's list when there is nothing (S2 §2). */
export const NO_NOTIFICATIONS_TEXT = 'No Notifications';

/**
 * The empty list's words: S2's for having none; a search that found nothing says so, rather than
 * that there are no notifications at all (walkthrough 3).
 */
export const emptyListText = (search: string) =>
  search === '' ? NO_NOTIFICATIONS_TEXT : `No notifications match '${search}'.`;

/** Beside the title of a notification already dismissed (done), which stays listed. */
export const DONE_MARK = 'Done';

export interface NotificationGroup {
  category: string;
  items: UserNotification[];
}

/**
 * The list grouped by category (S2 §2), the known categories in their order (Alert, Forms,
 * Request Status, Plan Status, Action Status), then any other in order of appearance; items keep
 * their order (the server sends the newest first).
 */
export function groupNotifications(items: readonly UserNotification[]): NotificationGroup[] {
  const groups = new Map<string, UserNotification[]>();
  for (const category of notificationCategories) groups.set(category, []);
  for (const item of items) {
    const group = groups.get(item.categoryName);
    if (group) group.push(item);
    else groups.set(item.categoryName, [item]);
  }
  return [...groups]
    .filter(([, grouped]) => grouped.length > 0)
    .map(([category, grouped]) => ({ category, items: grouped }));
}

/**
 * Where a notification's link leads (S2 §2): the path is prefixed with a slash unless it contains
 * audit-forms (one slash: a link that starts with slashes or backslashes loses them first); such
 * a link is taken as it is, resolved from the app's root, so a relative one stays in the app and a
 * full address of another site stays that address.
 */
export function notificationHref(link: string, origin: string): string {
  // A link that already starts with slashes keeps one: '//x' is another site's address.
  if (!link.includes('audit-forms')) return `/${link.replace(/^[/\\]+/, '')}`;
  const url = new URL(link, `${origin}/`);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
