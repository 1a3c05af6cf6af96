import { api } from '../../contracts/api';
import { appApi } from '../../core/api/app-api';
import { useCachedResource } from '../../core/cache/useCachedResource';

/**
 * The signed-in user's details for the Permissions view (S2 §7 GET Common/SelfUserDetails), read
 * through the cache: shown from IndexedDB at once, refreshed when online, wiped on sign-out.
 */
export function useSelfUserDetails() {
  return useCachedResource(
    'selfUserDetails',
    () => appApi().call(api.selfUserDetails),
    api.selfUserDetails.response,
    // The details list every account and role of the user: one row per user, not per account.
    { scope: 'user' },
  );
}
