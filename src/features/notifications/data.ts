import { api } from '../../contracts/api';
import { Headers } from '../../contracts/headers';
import { NOTIFICATION_PAGE_SIZE, type UserNotification } from '../../contracts/shell';
import { appApi } from '../../core/api/app-api';
import { getSession } from '../../core/auth/session-state';
import { updateCachedRows } from '../../core/cache/cache-store';
import { useCachedResource } from '../../core/cache/useCachedResource';
import { enqueue } from '../../core/outbox/outbox';
import { registerSender, type Sender } from '../../core/outbox/senders';
import { canDismiss, dismissed } from './model/notification-pages';

/** The bell's count and list (GET Common/GlobalNotifications), cached per user and account. */
export const globalNotificationsRead = {
  resource: 'globalNotifications',
  fetch: () => appApi().call(api.globalNotifications),
  schema: api.globalNotifications.response,
} as const;

export function useGlobalNotifications() {
  return useCachedResource(
    globalNotificationsRead.resource,
    globalNotificationsRead.fetch,
    globalNotificationsRead.schema,
  );
}

/** A page of the notification list (POST Common/UserNotifications), newest first. */
export const fetchNotificationPage = (skip: number, search: string) =>
  appApi().call(api.userNotifications, { body: { skip, take: NOTIFICATION_PAGE_SIZE, search } });

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

/** POST Common/UserNotifications/{id}/Acknowledge, with the record id as the Idempotency-Key. */
export const sendNotificationDismissal: Sender<'notificationDismissal'> = async (record) => {
  await appApi().call(api.acknowledgeNotification, {
    params: { id: record.payload.id },
    headers: { [Headers.idempotencyKey]: record.id },
    background: true,
  });
};

/** Boot, once: the outbox delivers queued dismissals. */
export function startNotificationDismissals(): () => void {
  return registerSender('notificationDismissal', sendNotificationDismissal);
}
