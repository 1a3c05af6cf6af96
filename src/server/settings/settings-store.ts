import { preferenceValueProblem } from '../../contracts/preference-values';
import { foldedSearch, holdsSearch } from '../../contracts/search-fold';
import {
  type ImpersonationOption,
  type NotificationPreference,
  PreferenceTitle,
  type UpdateUserPreference,
  type UserPreference,
  type UserType,
  userTypeOf,
} from '../../contracts/settings';
import type { Db } from '../db/database';
import { badRequest } from '../http/http-error';
import {
  loadUserProfile,
  saveRolesConsolidated,
  saveSelectedRole,
  type UserProfile,
} from '../users/user-store';
import { notificationCatalogue } from './notification-catalogue';
import { offeredTo, optionsOf } from './preference-catalogue';

/** The supervisors' role (demo-accounts.ts): whom a site admin may act for. */
const SUPERVISOR_ROLE_NAME = 'Shift Supervisor';

/** The user's preferences in display order, stored values over the catalogue's defaults. */
export function preferencesFor(db: Db, user: UserProfile): UserPreference[] {
  const stored = new Map(
    db
      .prepare<[number], { title: string; value: string }>(
        'SELECT title, value FROM user_preferences WHERE user_id = ?',
      )
      .all(user.id)
      .map((row) => [row.title, row.value]),
  );
  return offeredTo(user).map((definition) => ({
    id: definition.id,
    title: definition.title,
    type: definition.type,
    options: optionsOf(db, user, definition),
    resolveType: null,
    value:
      definition.title === PreferenceTitle.mergeRoles
        ? String(user.rolesConsolidated)
        : (stored.get(definition.title) ?? definition.defaultValue),
  }));
}

/**
 * A new session starts in the user's Default Role (S2 §3 RoleSelector): when Role Switch is on,
 * the roles are not merged and the stored role is still one of theirs. The spec names the
 * preference but not when it acts; sign-in is when a user "starts" (docs/settings.md).
 */
export function startInDefaultRole(db: Db, userId: number): void {
  const user = loadUserProfile(db, userId);
  if (!user || user.rolesConsolidated) return;
  const value = (title: string) =>
    preferencesFor(db, user).find((preference) => preference.title === title)?.value;
  if (value(PreferenceTitle.roleSwitch) !== 'true') return;
  const roleId = Number(value(PreferenceTitle.defaultRole) || Number.NaN);
  if (user.roles.some((role) => role.roleId === roleId)) saveSelectedRole(db, user.id, roleId);
}

/** Saves one preference after checking it names one of the user's preferences with a valid value. */
export function savePreference(db: Db, user: UserProfile, change: UpdateUserPreference): void {
  const definition = offeredTo(user).find((candidate) => candidate.title === change.title);
  if (!definition)
    throw badRequest(`There is no preference '${change.title}'.`, [
      { path: 'title', message: 'Unknown preference.' },
    ]);
  if (definition.type !== change.type) {
    throw badRequest(`'${change.title}' is a ${definition.type} preference.`, [
      { path: 'type', message: `Expected ${definition.type}.` },
    ]);
  }
  const problem = preferenceValueProblem(
    {
      ...definition,
      options: definition.accepts ? [...definition.accepts] : optionsOf(db, user, definition),
    },
    change.value,
  );
  if (problem) throw badRequest(`${change.title}: ${problem}`, [{ path: 'value', message: problem }]);
  if (definition.title === PreferenceTitle.mergeRoles) {
    saveRolesConsolidated(db, user.id, change.value === 'true');
    return;
  }
  db.prepare(
    `INSERT INTO user_preferences (user_id, title, value) VALUES (?, ?, ?)
     ON CONFLICT (user_id, title) DO UPDATE SET value = excluded.value`,
  ).run(user.id, definition.title, change.value);
}

/** The user's notification settings in catalogue order, stored choices over the defaults. */
export function notificationPreferencesFor(db: Db, userId: number): NotificationPreference[] {
  const stored = db
    .prepare<[number], { category: string; title: string; checked: number }>(
      'SELECT category, title, checked FROM user_notification_settings WHERE user_id = ?',
    )
    .all(userId);
  return notificationCatalogue.map((setting) => {
    const own = stored.find((row) => row.category === setting.category && row.title === setting.title);
    return own ? { ...setting, checked: own.checked === 1 } : { ...setting };
  });
}

export function saveNotificationPreference(db: Db, userId: number, change: NotificationPreference): void {
  const known = notificationCatalogue.some((s) => s.category === change.category && s.title === change.title);
  if (!known) {
    throw badRequest(`There is no '${change.title}' notification in ${change.category}.`, [
      { path: 'title', message: 'Unknown notification setting.' },
    ]);
  }
  db.prepare(
    `INSERT INTO user_notification_settings (user_id, category, title, checked) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, category, title) DO UPDATE SET checked = excluded.checked`,
  ).run(userId, change.category, change.title, change.checked ? 1 : 0);
}

function everyUser(db: Db): UserProfile[] {
  return db
    .prepare<[], { id: number }>('SELECT id FROM users ORDER BY name')
    .all()
    .flatMap((row) => loadUserProfile(db, row.id) ?? []);
}

/** The search text in what the option shows, in any case and accents ignored, as the app's searches. */
const matches = (option: ImpersonationOption, search: string) =>
  holdsSearch(`${option.title} ${option.subtitle}`, foldedSearch(search));

/** Users holding the supervisors' role, searchable by name, job and location. */
export function supervisorOptions(db: Db, search: string): ImpersonationOption[] {
  return everyUser(db)
    .filter((user) => user.roles.some((role) => role.roleName === SUPERVISOR_ROLE_NAME))
    .map((user) => ({
      title: user.name,
      subtitle: `${user.jobFamily} · ${user.locationCode}`,
      value: String(user.id),
    }))
    .filter((option) => matches(option, search));
}

/** Every other user, searchable by name, e-mail and user type, or narrowed to one user type. */
export function userOptions(
  db: Db,
  selfId: number,
  search: string,
  userType: UserType | null,
): ImpersonationOption[] {
  return everyUser(db)
    .filter((user) => user.id !== selfId && (userType === null || userTypeOf(user.claims) === userType))
    .map((user) => ({
      title: user.name,
      subtitle: `${user.email} · ${userTypeOf(user.claims)}`,
      value: String(user.id),
    }))
    .filter((option) => matches(option, search));
}
