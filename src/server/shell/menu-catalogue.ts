import type { AppType } from '../../contracts/menu';
import type { AppRouteId } from '../../contracts/routes';

/**
 * A menu item as the server keeps it: the contract's menu item plus what decides who sees it —
 * the route it opens (whose access rule applies) or an external link (sign-in only).
 */
export interface CatalogueItem {
  id: number;
  title: string;
  subtitle: string | null;
  routeId: AppRouteId | null;
  url: string;
  icon: string | null;
  color: string | null;
  logo: string | null;
  extLink: string | null;
  extLinkNewTab: boolean;
  badgeItem: number | null;
  dynamicBadge: boolean;
  disabled: boolean;
  noAccount: boolean;
  appType: AppType;
  hideName: boolean;
  pages: CatalogueItem[];
}

type ItemOptions = Partial<Omit<CatalogueItem, 'id' | 'title' | 'appType'>>;

const defaults = {
  subtitle: null,
  routeId: null,
  url: '',
  icon: null,
  color: null,
  logo: null,
  extLink: null,
  extLinkNewTab: false,
  badgeItem: null,
  dynamicBadge: false,
  disabled: false,
  noAccount: false,
  hideName: false,
  pages: [],
} satisfies Omit<CatalogueItem, 'id' | 'title' | 'appType'>;

export const catalogueItem = (
  id: number,
  title: string,
  appType: AppType,
  options: ItemOptions,
): CatalogueItem => ({ ...defaults, ...options, id, title, appType });

/** Every item and sub-item, depth first. */
export function flattenCatalogue(items: readonly CatalogueItem[]): CatalogueItem[] {
  return items.flatMap((item) => [item, ...flattenCatalogue(item.pages)]);
}
