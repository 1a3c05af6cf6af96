import { type Claim, ClaimType } from '../../contracts/claims';
import type { AccountInfo, AuthUser, Role } from '../../contracts/session';
import { z } from '../../contracts/zod';
import type { Db } from '../db/database';

/** Everything the server knows about a user, read fresh from the database on each request. */
export interface UserProfile {
  id: number;
  username: string;
  name: string;
  email: string;
  sapId: string;
  domainId: string;
  locationCode: string;
  jobFamilyGroup: string;
  jobFamily: string;
  groups: string[];
  tables: string[];
  claims: Claim[];
  roles: Role[];
  accounts: AccountInfo[];
  rolesConsolidated: boolean;
  selectedRoleId: number | null;
  selectedAccountId: number | null;
}

interface UserRow {
  id: number;
  username: string;
  name: string;
  email: string;
  sap_id: string;
  domain_id: string;
  location_code: string;
  job_family_group: string;
  job_family: string;
  groups_json: string;
  tables_json: string;
  roles_consolidated: number;
  selected_role_id: number | null;
  selected_account_id: number | null;
  impersonated_user_id: number | null;
}

interface AccountRow {
  id: number;
  name: string;
  timezone: string;
  daylight_savings: number;
  startup: number;
  supervisor_defined: number;
  supervisor_fully_defined: number;
}

const stringList = z.array(z.string());

/** Finds a sign-in by username or e-mail (case-insensitive). */
export function findCredentials(db: Db, login: string): { id: number; passwordHash: string } | undefined {
  const row = db
    .prepare<[string, string], { id: number; password_hash: string }>(
      'SELECT id, password_hash FROM users WHERE username = ? OR email = ?',
    )
    .get(login, login);
  return row && { id: row.id, passwordHash: row.password_hash };
}

export function userExists(db: Db, userId: number): boolean {
  return db.prepare<[number], { id: number }>('SELECT id FROM users WHERE id = ?').get(userId) !== undefined;
}

/** A role and account selection as stored, before the check that the user still holds them. */
export interface StoredSelection {
  roleId: number | null;
  accountId: number | null;
}

/**
 * The user's profile. `selection` is the one to answer: a sign-in's own (sessions.ts, what its
 * renewals and requests see), else the user's last, where a new sign-in starts.
 */
export function loadUserProfile(
  db: Db,
  userId: number,
  selection?: StoredSelection,
): UserProfile | undefined {
  const row = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(userId);
  if (!row) return undefined;
  const storedRoleId = selection ? selection.roleId : row.selected_role_id;
  const storedAccountId = selection ? selection.accountId : row.selected_account_id;
  const claims = db
    .prepare<[number], Claim>(
      'SELECT claim_type AS claimType, claim_value AS claimValue FROM user_claims WHERE user_id = ? ORDER BY position',
    )
    .all(userId);
  // Impersonating someone shows as the UserId claim (S1 §3), which the usage log records.
  if (row.impersonated_user_id !== null)
    claims.push({ claimType: ClaimType.userId, claimValue: String(row.impersonated_user_id) });
  const roles = db
    .prepare<[number], Role>(`SELECT r.id AS roleId, r.name AS roleName FROM user_roles ur
        JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ? ORDER BY ur.position`)
    .all(userId);
  const accounts = db
    .prepare<[number], AccountRow>(`SELECT a.* FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
        WHERE ua.user_id = ? ORDER BY ua.position`)
    .all(userId)
    .map(
      (a): AccountInfo => ({
        acctId: a.id,
        acctName: a.name,
        accountTimezone: a.timezone,
        accountDaylightSavings: a.daylight_savings === 1,
        acctStartup: a.startup === 1,
        supervisorDefined: a.supervisor_defined === 1,
        supervisorFullyDefined: a.supervisor_fully_defined === 1,
      }),
    );
  // A stored selection the user no longer holds falls back to the first one they do hold. Merged
  // roles are worked as one: none is selected (the usage log then names them all, S1 §6).
  const selectedRoleId =
    row.roles_consolidated === 1
      ? null
      : roles.some((r) => r.roleId === storedRoleId)
        ? storedRoleId
        : (roles[0]?.roleId ?? null);
  const selectedAccountId = accounts.some((a) => a.acctId === storedAccountId)
    ? storedAccountId
    : (accounts[0]?.acctId ?? null);
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    sapId: row.sap_id,
    domainId: row.domain_id,
    locationCode: row.location_code,
    jobFamilyGroup: row.job_family_group,
    jobFamily: row.job_family,
    groups: stringList.parse(JSON.parse(row.groups_json)),
    tables: stringList.parse(JSON.parse(row.tables_json)),
    claims,
    roles,
    accounts,
    rolesConsolidated: row.roles_consolidated === 1,
    selectedRoleId,
    selectedAccountId,
  };
}

/**
 * The user's last selection, where their next sign-in starts. A signed-in switch saves the
 * sign-in's own too (`Sessions.select`, sessions.ts), which is what that device goes on with.
 */
export function saveSelectedAccount(db: Db, userId: number, acctId: number): void {
  db.prepare('UPDATE users SET selected_account_id = ? WHERE id = ?').run(acctId, userId);
}

/** The user's last role, where their next sign-in starts (see `saveSelectedAccount`). */
export function saveSelectedRole(db: Db, userId: number, roleId: number): void {
  db.prepare('UPDATE users SET selected_role_id = ? WHERE id = ?').run(roleId, userId);
}

/** Starts (a user id) or ends (null) impersonating another user. */
export function saveImpersonatedUser(db: Db, userId: number, impersonatedUserId: number | null): void {
  db.prepare('UPDATE users SET impersonated_user_id = ? WHERE id = ?').run(impersonatedUserId, userId);
}

/** Merging roles (the Merge Roles preference) works them as one: no role is selected then. */
export function saveRolesConsolidated(db: Db, userId: number, consolidated: boolean): void {
  db.prepare('UPDATE users SET roles_consolidated = ? WHERE id = ?').run(consolidated ? 1 : 0, userId);
}

/** The auth user of the contract (S1 §3), carrying the given app token. */
export function toAuthUser(profile: UserProfile, authToken: string): AuthUser {
  return {
    id: profile.id,
    name: profile.name,
    authToken,
    claims: profile.claims,
    roles: profile.roles,
    selectedRoleId: profile.selectedRoleId,
    selectedAccountId: profile.selectedAccountId,
  };
}
