import { api } from '../../contracts/api';
import { appApi } from '../../core/api/app-api';
import { useCachedResource } from '../../core/cache/useCachedResource';

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
