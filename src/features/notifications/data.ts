import { useMemo } from 'react';
import { Headers } from '../../contracts/headers';
import { shellEndpoints } from '../../contracts/shell-api';
import { doneIfGone } from '../../core/api/api-error';
import { appApi } from '../../core/api/app-api';
import { sessionAtom } from '../../core/auth/session-state';
import { useCachedResource } from '../../core/cache/useCachedResource';
import { useRefreshedOnWrite } from '../../core/cache/useRefreshedOnWrite';
import { useLivePortalQuery } from '../../core/db/useLivePortalQuery';
import { outboxKinds } from '../../core/outbox/model/outbox-kinds';
import { pendingPayloads } from '../../core/outbox/outbox-store';
import { registerSender, type Sender } from '../../core/outbox/senders';
import { appStore, useAtomValue } from '../../core/state/jotai';
import { bellRevisionAtom } from '../../core/ui/notifications-state';
import { withPendingDismissals } from './model/dismissals';

/** The bell's count and list (GET Common/GlobalNotifications), cached per user and account. */
export const globalNotificationsRead = {
  resource: 'globalNotifications',
  fetch: () => appApi().call(shellEndpoints.globalNotifications),
  schema: shellEndpoints.globalNotifications.response,
} as const;

/** The ids of the user's notifications whose dismissal the server has not confirmed yet (live). */
function usePendingDismissals(): ReadonlySet<number> | undefined {
  const userId = useAtomValue(sessionAtom)?.user.id;
  return useLivePortalQuery(async () => {
    if (userId === undefined) return new Set<number>();
    const payloads = await pendingPayloads(userId, 'notificationDismissal');
    return new Set(
      payloads.flatMap((payload) => {
        const parsed = outboxKinds.notificationDismissal.schema.safeParse(payload);
        return parsed.success ? [parsed.data.id] : [];
      }),
    );
  }, [userId]);
}

/**
 * The bell's count and list, cached, with the dismissals still queued applied over it: a refresh
 * that left before a dismissal and answered after it cannot bring the item back.
 */
export function useGlobalNotifications() {
  const cached = useRefreshedOnWrite(
    bellRevisionAtom,
    useCachedResource(
      globalNotificationsRead.resource,
      globalNotificationsRead.fetch,
      globalNotificationsRead.schema,
    ),
  );
  const pending = usePendingDismissals();
  const data = useMemo(
    () => (cached.data && pending ? withPendingDismissals(cached.data, pending, new Date()) : cached.data),
    [cached.data, pending],
  );
  return { ...cached, data };
}

/**
 * POST Common/UserNotifications/{id}/Acknowledge, with the record id as the Idempotency-Key. A 404
 * (the notification deleted at the server meanwhile) is a dismissal done, not a failure the user
 * would be asked to send again or discard: they wanted it gone and it is (walkthrough 11, defect 7).
 */
export const sendNotificationDismissal: Sender<'notificationDismissal'> = async (record) => {
  await doneIfGone(
    appApi().call(shellEndpoints.acknowledgeNotification, {
      params: { id: record.payload.id },
      headers: { [Headers.idempotencyKey]: record.id },
      background: true,
    }),
  );
  appStore.set(bellRevisionAtom, (revision) => revision + 1);
};

/** Boot, once: the outbox delivers queued dismissals. */
export function startNotificationDismissals(): () => void {
  return registerSender('notificationDismissal', sendNotificationDismissal);
}
