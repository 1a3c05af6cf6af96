import type { MenuItem } from '../../contracts/menu';
import { readCached } from '../../core/cache/cache-store';
import { cacheKey } from '../../core/cache/model/cache-key';
import { currentCacheOwner } from '../../core/cache/read-through';
import type { OfflinePart } from '../../core/offline/offline-parts';
import { menuRead } from '../../core/session/user-context';
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
  const owner = currentCacheOwner();
  const menu = owner && (await readCached(cacheKey(owner, menuRead.resource), menuRead.schema));
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      // Only the portal's own pages: an external link has no page help here.
      if (item.url.startsWith('/') && !item.extLink) {
        const name = pageNameOf(new URL(item.url, 'https://portal.invalid').pathname);
        if (name) names.add(name);
      }
      visit(item.pages);
    }
  };
  visit(menu?.value.items ?? []);
  return [...names].sort();
}

export const pageHelpPart: OfflinePart = {
  label: 'Page help and tutorials',
  order: 41,
  reads: async () => (await pageNamesOfCachedMenu()).map(pageHelpRead),
};
