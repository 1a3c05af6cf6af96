import { decideAccess } from '../../contracts/access';
import { type Claim, ClaimType, isAdmin, isGrantor, isSystemAdmin } from '../../contracts/claims';
import type { MenuItem } from '../../contracts/menu';
import { appRoutes } from '../../contracts/routes';
import type { CatalogueItem } from './menu-catalogue';

/**
 * A user holds apps only through grants: a permissions claim or an admin/grantor role. Without
 * any, the menu is empty even of sign-in-only entries, so the client shows "no permissions to any
 * apps" (/error/401) rather than a launcher of stray links.
 */
export function holdsAnyApp(claims: readonly Claim[]): boolean {
  return (
    claims.some((claim) => claim.claimType === ClaimType.permissions) ||
    isAdmin(claims) ||
    isGrantor(claims) ||
    isSystemAdmin(claims)
  );
}

/** External links (new tab or embedded at /url/{id}) need only sign-in; other entries follow their route's rule. */
function opensFor(item: CatalogueItem, claims: readonly Claim[]): boolean {
  if (item.extLink !== null || item.url.startsWith('/url/')) return true;
  if (item.routeId === null) return false;
  return decideAccess(appRoutes[item.routeId].access, claims) === 'allowed';
}

/**
 * The entries this user may see, with the same `decideAccess` the client's route guards use. A
 * folder shows when at least one of its pages does, holding only those pages.
 */
export function visibleCatalogue(items: readonly CatalogueItem[], claims: readonly Claim[]): CatalogueItem[] {
  if (!holdsAnyApp(claims)) return [];
  const visit = (list: readonly CatalogueItem[]): CatalogueItem[] =>
    list.flatMap((item) => {
      if (item.pages.length === 0) return opensFor(item, claims) ? [item] : [];
      const pages = visit(item.pages);
      const folderOpens = item.routeId === null || opensFor(item, claims);
      return pages.length > 0 && folderOpens ? [{ ...item, pages }] : [];
    });
  return visit(items);
}

/** The contract's menu item: the catalogue entry without its server-side route link. */
export function toMenuItem(item: CatalogueItem, favoriteIds: ReadonlySet<number>): MenuItem {
  const { routeId: _routeId, pages, ...shown } = item;
  return {
    ...shown,
    highlighted: false,
    active: false,
    favorite: favoriteIds.has(item.id),
    pages: pages.map((page) => toMenuItem(page, favoriteIds)),
  };
}
