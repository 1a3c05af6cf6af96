import { currentCacheOwner, refreshCached } from '../../core/cache/read-through';
import { useCachedResource } from '../../core/cache/useCachedResource';
import { useRefreshedOnWrite } from '../../core/cache/useRefreshedOnWrite';
import { isOnline } from '../../core/network/network-monitor';
import { helpTopicsRead, pageHelpRead } from './data';
import { helpTopicsRevisionAtom, pageHelpRevisionAtom } from './state';

// The help panels' reads as hooks, loaded with the panels; data.ts keeps the reads themselves.

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
