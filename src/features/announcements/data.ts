import { shellEndpoints } from '../../contracts/shell-api';
import { appApi } from '../../core/api/app-api';

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
