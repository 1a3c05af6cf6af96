import { shellEndpoints } from '../../contracts/shell-api';
import { appApi } from '../../core/api/app-api';
import { getSession } from '../../core/auth/session-state';
import { updateCachedRows } from '../../core/cache/cache-store';

/**
 * The user's announcements, read through the cache (shown offline from the last copy). They
 * depend on the user only, not the context account.
 */
export const announcementsRead = {
  resource: 'announcements',
  fetch: () => appApi().call(shellEndpoints.announcements),
  schema: shellEndpoints.announcements.response,
  scope: 'user',
} as const;

/** Dismisses an announcement for good (the server remembers it), then drops it from the cached list. */
export async function acknowledgeAnnouncement(id: number): Promise<void> {
  await appApi().call(shellEndpoints.acknowledgeAnnouncement, { params: { id } });
  const userId = getSession()?.user.id;
  if (userId === undefined) return;
  await updateCachedRows(userId, announcementsRead.resource, announcementsRead.schema, (list) =>
    list.filter((announcement) => announcement.id !== id),
  );
}
