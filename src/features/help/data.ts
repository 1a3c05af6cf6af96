import { api } from '../../contracts/api';
import { appApi } from '../../core/api/app-api';
import { useCachedResource } from '../../core/cache/useCachedResource';

/**
 * Help reads through the cache layer (issue 4): shown from IndexedDB at once, refreshed from the
 * network when online, keyed per user and context account (the default scope), dropped at sign-out.
 */
export function useHelpTopics() {
  return useCachedResource('helpTopics', () => appApi().call(api.helpTopics), api.helpTopics.response);
}

/** One page's help items, tutorials and agent (`pageName` from `pageNameOf`). */
export function usePageHelp(pageName: string) {
  return useCachedResource(
    `pageHelp:${pageName}`,
    () => appApi().call(api.pageHelp, { params: { pageName } }),
    api.pageHelp.response,
  );
}
