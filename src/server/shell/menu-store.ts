import { appTypeSchema, menuItemSchema } from '../../contracts/menu';
import { type AppRouteId, appRoutes } from '../../contracts/routes';
import type { Db } from '../db/database';
import { type ItemCheck, keepValidRows } from '../db/valid-rows';
import type { CatalogueItem } from './menu-catalogue';

interface MenuRow {
  id: number;
  parent_id: number | null;
  title: string;
  subtitle: string | null;
  route_id: string | null;
  url: string;
  icon: string | null;
  color: string | null;
  logo: string | null;
  ext_link: string | null;
  ext_link_new_tab: number;
  badge_item: number | null;
  dynamic_badge: number;
  disabled: number;
  no_account: number;
  app_type: string;
  hide_name: number;
}

/** A catalogue entry as the contract's menu item (its pages checked each on their own). */
const asMenuItem: ItemCheck = {
  safeParse: (item) => menuItemSchema.safeParse({ ...(item as CatalogueItem), pages: [] }),
};

const isRouteId = (value: string): value is AppRouteId => Object.hasOwn(appRoutes, value);

/** The whole menu catalogue as a tree, in position order. An unknown route id opens nothing. */
export function loadCatalogue(db: Db): CatalogueItem[] {
  const rows = db.prepare<[], MenuRow>('SELECT * FROM menu_items ORDER BY position, id').all();
  const toItem = (row: MenuRow): CatalogueItem => ({
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    routeId: row.route_id !== null && isRouteId(row.route_id) ? row.route_id : null,
    url: row.url,
    icon: row.icon,
    color: row.color,
    logo: row.logo,
    extLink: row.ext_link,
    extLinkNewTab: row.ext_link_new_tab === 1,
    badgeItem: row.badge_item,
    dynamicBadge: row.dynamic_badge === 1,
    disabled: row.disabled === 1,
    noAccount: row.no_account === 1,
    appType: appTypeSchema.parse(row.app_type),
    hideName: row.hide_name === 1,
    pages: validItems(rows.filter((child) => child.parent_id === row.id)),
  });
  // A row breaking the contract is left out (and logged), with the pages under it: not the menu.
  const validItems = (level: MenuRow[]) => keepValidRows(db, 'menu_items', level, toItem, asMenuItem);
  return validItems(rows.filter((row) => row.parent_id === null));
}

/** Every external link of the catalogue: /url/{id} may embed any of them (the CSP's frame-src). */
export function loadExternalLinks(db: Db): string[] {
  return db
    .prepare<[], { ext_link: string }>('SELECT DISTINCT ext_link FROM menu_items WHERE ext_link IS NOT NULL')
    .all()
    .map((row) => row.ext_link);
}

export function loadFavoriteIds(db: Db, userId: number): number[] {
  return db
    .prepare<[number], { menu_item_id: number }>(
      'SELECT menu_item_id FROM user_favorites WHERE user_id = ? ORDER BY position',
    )
    .all(userId)
    .map((row) => row.menu_item_id);
}

export function saveFavoriteIds(db: Db, userId: number, ids: readonly number[]): void {
  db.transaction(() => {
    db.prepare('DELETE FROM user_favorites WHERE user_id = ?').run(userId);
    const insert = db.prepare(
      'INSERT INTO user_favorites (user_id, menu_item_id, position) VALUES (?, ?, ?)',
    );
    for (const [position, id] of ids.entries()) insert.run(userId, id, position);
  })();
}
