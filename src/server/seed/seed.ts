import { hashPassword, type PasswordCost } from '../auth/passwords';
import { type Db, dropAllTables, migrate } from '../db/database';
import { migrations } from '../db/migrations';
import { releaseNotesStore } from '../release-notes/release-notes-store';
import type { CatalogueItem } from '../shell/menu-catalogue';
import { demoAccounts, demoRoles } from './demo-accounts';
import { seedDemoDisplaysIfEmpty } from './demo-displays';
import { seedDemoHelpIfEmpty } from './demo-help';
import { demoMenu } from './demo-menu';
import { demoAnnouncements, demoNotifications } from './demo-messages';
import { demoReleaseApps, demoReleaseVersions } from './demo-release-notes';
import { demoPassword, demoUsers } from './demo-users';

const flag = (value: boolean) => (value ? 1 : 0);

/**
 * Each demo user's hash (own salt) at each cost, made once per process: scrypt is slow by design,
 * and tests and e2e workers seed many databases.
 */
const demoPasswordHashes = new Map<string, string>();
const demoPasswordHashOf = (userId: number, cost: PasswordCost) => {
  const key = `${userId} ${cost.N} ${cost.r} ${cost.p}`;
  const hash = demoPasswordHashes.get(key) ?? hashPassword(demoPassword, cost);
  demoPasswordHashes.set(key, hash);
  return hash;
};

function insertMenu(db: Db, items: readonly CatalogueItem[], parentId: number | null): void {
  const insert = db.prepare(`INSERT INTO menu_items (id, parent_id, position, title, subtitle, route_id, url,
      icon, color, logo, ext_link, ext_link_new_tab, badge_item, dynamic_badge, disabled, no_account, app_type,
      hide_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  items.forEach((item, position) => {
    insert.run(
      item.id,
      parentId,
      position,
      item.title,
      item.subtitle,
      item.routeId,
      item.url,
      item.icon,
      item.color,
      item.logo,
      item.extLink,
      flag(item.extLinkNewTab),
      item.badgeItem,
      flag(item.dynamicBadge),
      flag(item.disabled),
      flag(item.noAccount),
      item.appType,
      flag(item.hideName),
    );
    insertMenu(db, item.pages, item.id);
  });
}

function insertUsers(db: Db, passwordCost: PasswordCost): void {
  const user = db.prepare(`INSERT INTO users (id, username, name, email, password_hash, sap_id, domain_id,
      location_code, job_family_group, job_family, groups_json, tables_json, roles_consolidated,
      selected_role_id, selected_account_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const claim = db.prepare(
    'INSERT INTO user_claims (user_id, position, claim_type, claim_value) VALUES (?, ?, ?, ?)',
  );
  const role = db.prepare('INSERT INTO user_roles (user_id, role_id, position) VALUES (?, ?, ?)');
  const account = db.prepare('INSERT INTO user_accounts (user_id, account_id, position) VALUES (?, ?, ?)');
  const favorite = db.prepare(
    'INSERT INTO user_favorites (user_id, menu_item_id, position) VALUES (?, ?, ?)',
  );
  for (const u of demoUsers) {
    user.run(
      u.id,
      u.username,
      u.name,
      u.email,
      demoPasswordHashOf(u.id, passwordCost),
      u.sapId,
      u.domainId,
      u.locationCode,
      u.jobFamilyGroup,
      u.jobFamily,
      JSON.stringify(u.groups),
      JSON.stringify(u.tables),
      flag(u.rolesConsolidated),
      u.roleIds[0] ?? null,
      u.accountIds[0] ?? null,
    );
    for (const [i, c] of u.claims.entries()) claim.run(u.id, i, c.claimType, c.claimValue);
    for (const [i, id] of u.roleIds.entries()) role.run(u.id, id, i);
    for (const [i, id] of u.accountIds.entries()) account.run(u.id, id, i);
    for (const [i, id] of u.favorites.entries()) favorite.run(u.id, id, i);
  }
}

function insertMessages(db: Db, now: number): void {
  const announcement = db.prepare(
    'INSERT INTO announcements (id, position, title, body_html, icon, allow_acknowledge) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const [i, a] of demoAnnouncements.entries()) {
    announcement.run(a.id, i, a.title, a.text, a.icon, flag(a.allowAcknowledge));
  }
  const notification = db.prepare(`INSERT INTO notifications (user_id, category_name, icon, title, text, link,
      allow_acknowledge, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const n of demoNotifications) {
    notification.run(
      n.userId,
      n.categoryName,
      n.icon,
      n.title,
      n.text,
      n.link,
      flag(n.allowAcknowledge),
      now - n.ageMinutes * 60_000,
    );
  }
}

/**
 * Fills an empty (freshly migrated) database with the demo data; leaves a used one alone. The demo
 * users' passwords are hashed at `passwordCost` (the server's `config.passwordCost`).
 */
export function seedDemoDataIfEmpty(db: Db, now: number, passwordCost: PasswordCost): boolean {
  seedDemoHelpIfEmpty(db);
  const { count } = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM users').get() ?? {
    count: 0,
  };
  if (count > 0) {
    seedDemoDisplaysIfEmpty(db, now);
    return false;
  }
  db.transaction(() => {
    const account = db.prepare(`INSERT INTO accounts (id, name, timezone, daylight_savings, startup,
        supervisor_defined, supervisor_fully_defined) VALUES (?, ?, ?, ?, ?, ?, ?)`);
    for (const a of demoAccounts) {
      account.run(
        a.acctId,
        a.acctName,
        a.accountTimezone,
        flag(a.accountDaylightSavings),
        flag(a.acctStartup),
        flag(a.supervisorDefined),
        flag(a.supervisorFullyDefined),
      );
    }
    const role = db.prepare('INSERT INTO roles (id, name) VALUES (?, ?)');
    for (const r of demoRoles) role.run(r.roleId, r.roleName);
    insertMenu(db, demoMenu, null);
    insertUsers(db, passwordCost);
    insertMessages(db, now);
    releaseNotesStore(db).seed(demoReleaseApps, demoReleaseVersions, now);
  })();
  seedDemoDisplaysIfEmpty(db, now);
  return true;
}

/** Drops everything and starts over: the migrations, then the demo data. Sessions end with it. */
export function resetToDemoData(db: Db, now: number, passwordCost: PasswordCost): void {
  dropAllTables(db);
  migrate(db, migrations);
  seedDemoDataIfEmpty(db, now, passwordCost);
}
