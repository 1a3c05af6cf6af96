import type { MenuItem } from '../../contracts/menu';
import { readCached } from '../cache/cache-store';
import { cacheKey } from '../cache/model/cache-key';
import { currentCacheOwner } from '../cache/read-through';
import { menuRead } from '../session/user-context';

/**
 * The paths of the portal's own pages the signed-in user's cached menu leads to, entries and
 * their pages, each once (`/labor-planning`, `/covid/x/screening`; no external link): what the
 * offline parts kept per page are worked out from. Reads the cache only, so it works offline.
 */
export async function cachedMenuPaths(): Promise<string[]> {
  const owner = currentCacheOwner();
  const menu = owner && (await readCached(cacheKey(owner, menuRead.resource), menuRead.schema));
  const paths = new Set<string>();
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.url.startsWith('/') && !item.extLink)
        paths.add(new URL(item.url, 'https://portal.invalid').pathname);
      visit(item.pages);
    }
  };
  visit(menu?.value.items ?? []);
  return [...paths];
}
