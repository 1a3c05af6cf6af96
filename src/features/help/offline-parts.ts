import { cachedMenuPaths } from '../../core/offline/cached-menu-paths';
import type { OfflinePart } from '../../core/offline/offline-parts';
import { helpTopicsRead, pageHelpRead } from './data';
import { pageNameOf } from './model/page-name';

export const helpTopicsPart: OfflinePart = {
  label: 'Help topics',
  order: 40,
  reads: async () => [helpTopicsRead],
};

/** Every page the cached menu leads to, and the launcher: each has its own help and tutorials. */
async function pageNamesOfCachedMenu(): Promise<string[]> {
  const names = new Set(['home']);
  for (const path of await cachedMenuPaths()) {
    const name = pageNameOf(path);
    if (name) names.add(name);
  }
  return [...names].sort();
}

export const pageHelpPart: OfflinePart = {
  label: 'Page help and tutorials',
  order: 41,
  reads: async () => (await pageNamesOfCachedMenu()).map(pageHelpRead),
};
