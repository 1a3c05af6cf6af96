import { helpEndpoints } from '../../contracts/help-api';
import { appApi } from '../../core/api/app-api';
import { currentCacheOwner, refreshCached } from '../../core/cache/read-through';
import { useCachedResource } from '../../core/cache/useCachedResource';
import { useRefreshedOnWrite } from '../../core/cache/useRefreshedOnWrite';
import { isOnline } from '../../core/network/network-monitor';
import { helpTopicsRevisionAtom, pageHelpRevisionAtom } from './state';

/**
 * Help reads through the cache layer (issue 4): shown from IndexedDB at once, refreshed from the
 * network when online, keyed per user and context account (the default scope), dropped at sign-out.
 * Topics refresh at once after each topic write (topic-writes.ts).
 */
/** The Help Topics list as the cache knows it (also listed by the offline-readiness view). */
export const helpTopicsRead = {
  resource: 'helpTopics',
  fetch: () => appApi().call(helpEndpoints.helpTopics),
  schema: helpEndpoints.helpTopics.response,
};

/**
 * Reads the topics again unless the device's copy is fresh (the cache's 5 s): Help Topics opened
 * again then shows a topic another author deleted or changed meanwhile as the server now has it
 * (walkthrough 11, defect 5). Not offline; a failed read leaves the device's copy shown.
 */
export function revalidateHelpTopics(): void {
  const owner = currentCacheOwner();
  if (!owner || !isOnline()) return;
  refreshCached(owner, helpTopicsRead.resource, helpTopicsRead.fetch, helpTopicsRead.schema).catch(
    (error: unknown) => console.warn('Help topics could not be read again', error),
  );
}

/** One page's help items, tutorials and agent as the cache knows them (`pageName` from `pageNameOf`). */
export const pageHelpRead = (pageName: string) => ({
  resource: `pageHelp:${pageName}`,
  fetch: () => appApi().call(helpEndpoints.pageHelp, { params: { pageName } }),
  schema: helpEndpoints.pageHelp.response,
});

export function useHelpTopics() {
  return useRefreshedOnWrite(
    helpTopicsRevisionAtom,
    useCachedResource(helpTopicsRead.resource, helpTopicsRead.fetch, helpTopicsRead.schema),
  );
}

/** One page's help items, tutorials and agent (`pageName` from `pageNameOf`). */
export function usePageHelp(pageName: string) {
  const read = pageHelpRead(pageName);
  return useRefreshedOnWrite(pageHelpRevisionAtom, useCachedResource(read.resource, read.fetch, read.schema));
}
