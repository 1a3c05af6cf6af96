import { shellEndpoints } from '../../contracts/shell-api';
import { doneIfGone } from '../../core/api/api-error';
import { appApi } from '../../core/api/app-api';
import { getSession } from '../../core/auth/session-state';
import { updateCachedRows } from '../../core/cache/cache-store';
import { announcementsRead } from './data';

// Apart from data.ts: only the popup (loaded on idle) dismisses, so this stays out of the
// launcher's first chunks (docs/performance.md).

/**
 * Dismisses an announcement for good (the server remembers it), then drops it from the cached list.
 * A 404 (withdrawn at the server while shown) is a dismissal done: the user wanted it gone and it
 * is (walkthrough 11, defect 7; docs/shell.md).
 */
export async function acknowledgeAnnouncement(id: number): Promise<void> {
  await doneIfGone(appApi().call(shellEndpoints.acknowledgeAnnouncement, { params: { id } }));
  const userId = getSession()?.user.id;
  if (userId === undefined) return;
  await updateCachedRows(userId, announcementsRead.resource, announcementsRead.schema, (list) =>
    list.filter((announcement) => announcement.id !== id),
  );
}
