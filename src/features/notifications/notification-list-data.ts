import { NOTIFICATION_PAGE_SIZE, type UserNotification } from '../../contracts/shell';
import { shellEndpoints } from '../../contracts/shell-api';
import { appApi } from '../../core/api/app-api';
import { getSession } from '../../core/auth/session-state';
import { updateCachedRows } from '../../core/cache/cache-store';
import { enqueue } from '../../core/outbox/outbox';
import { globalNotificationsRead } from './data';
import { canDismiss, dismissed } from './model/dismissals';

// The calls of the bell's panel, loaded with it: data.ts is on the first screen (the bell's
// count), and a first-screen module carries all its exports in the entry chunk.

/** A page of the notification list (POST Common/UserNotifications), newest first. */
export const fetchNotificationPage = (skip: number, search: string) =>
  appApi().call(shellEndpoints.userNotifications, { body: { skip, take: NOTIFICATION_PAGE_SIZE, search } });

/**
 * Dismisses a notification through the outbox: queued at once (offline too), shown as done at
 * once in the cached list with the bell's count one lower, and sent when the server can be reached.
 */
export async function dismissNotification(item: UserNotification): Promise<void> {
  const userId = getSession()?.user.id;
  await enqueue('notificationDismissal', { id: item.id });
  if (userId === undefined) return;
  const now = new Date();
  await updateCachedRows(
    userId,
    globalNotificationsRead.resource,
    globalNotificationsRead.schema,
    (bell) => ({
      count: bell.items.some((shown) => shown.id === item.id && canDismiss(shown))
        ? Math.max(0, bell.count - 1)
        : bell.count,
      items: bell.items.map((shown) => (shown.id === item.id ? dismissed(shown, now) : shown)),
    }),
  );
}
