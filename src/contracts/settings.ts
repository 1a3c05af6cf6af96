import { type Claim, hasClaim, isSystemAdmin } from './claims';
import { notificationCategories } from './shell';
import { z } from './zod';

/** Preference types of S2 §3. */
export const preferenceTypes = [
  'Number',
  'PhoneNumber',
  'Switch',
  'Dropdown',
  'AppSelector',
  'RoleSwitch',
  'RoleSelector',
  'ColorPicker',
] as const;
export const preferenceTypeSchema = z.enum(preferenceTypes);
export type PreferenceType = z.infer<typeof preferenceTypeSchema>;

/** Preference titles the product knows by name (S2 §3). */
export const PreferenceTitle = {
  theme: 'Theme',
  fontSize: 'Font Size',
  accentColor: 'Accent Color',
  mergeRoles: 'Merge Roles',
  mobilePhone: 'Mobile Phone',
  notificationSound: 'Notification Sound',
  /** RoleSwitch (S2 §3): lets the user pick a role of their own to start in (below). */
  roleSwitch: 'Role Switch',
  /** RoleSelector (S2 §3): the role to start in; needs Role Switch on (S2 §5). */
  defaultRole: 'Default Role',
  /** AppSelector (S2 §3): the app the launcher opens with. */
  startupApp: 'Startup App',
} as const;

/**
 * The features that enable the role and app preferences (S2 §5 "only when those features are
 * enabled"): claims `feature:roleswitch` and `feature:appselector`, like `feature:userselection`.
 */
export const PreferenceFeature = { roleSwitch: 'roleswitch', appSelector: 'appselector' } as const;

export const preferenceOptionSchema = z.object({ title: z.string(), value: z.string() });
export type PreferenceOption = z.infer<typeof preferenceOptionSchema>;

/**
 * A user preference (S2 §3). Values travel as text whatever the type ('true' / 'false' for a
 * switch, digits for a number), as one PATCH carries them all.
 */
export const userPreferenceSchema = z.object({
  id: z.int(),
  title: z.string(),
  value: z.string(),
  type: preferenceTypeSchema,
  options: z.array(preferenceOptionSchema),
  /** Named by S2 §3; its meaning is not shown. The reference server sends null. */
  resolveType: z.nullable(z.string()),
});
export type UserPreference = z.infer<typeof userPreferenceSchema>;

/** PATCH Common/UserPreferences (S2 §7): title, value, type. */
export const updateUserPreferenceSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(100)),
  value: z.string().check(z.maxLength(200)),
  type: preferenceTypeSchema,
});
export type UpdateUserPreference = z.infer<typeof updateUserPreferenceSchema>;

// Notification settings are grouped in the same categories as the notifications themselves (S2 §3).
export const notificationCategorySchema = z.enum(notificationCategories);

/** A notification preference (S2 §3: title, checked), with the category it is grouped in. */
export const notificationPreferenceSchema = z.object({
  category: notificationCategorySchema,
  title: z.string().check(z.minLength(1), z.maxLength(100)),
  checked: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** A supervisor or user to impersonate (S2 §3: title, subtitle, value). */
export const impersonationOptionSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  value: z.string(),
});
export type ImpersonationOption = z.infer<typeof impersonationOptionSchema>;

/** The user type (S2 §6: OpsBox or Workday, searchable). */
export const userTypes = ['OpsBox', 'Workday'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

/** The longest supervisor or user search the API takes (the search box holds no more). */
export const OPTION_SEARCH_MAX_LENGTH = 100;

export const impersonationSearchSchema = z.object({
  search: z._default(z.string().check(z.maxLength(OPTION_SEARCH_MAX_LENGTH)), ''),
  /** Users only: narrows the list to one user type. */
  userType: z._default(z.nullable(userTypeSchema), null),
});

/** PUT Common/ImpersonatedUser: a user's id, or null to stop impersonating. */
export const impersonateUserRequestSchema = z.object({ userId: z.nullable(z.int()) });

/** Claim types that drive the settings' visibility (docs/settings.md). */
export const SettingsClaim = {
  /** `usertype:Workday` marks a Workday user; without it a user is an OpsBox user. */
  userType: 'usertype',
  /** `feature:userselection` lets a user impersonate other users. */
  feature: 'feature',
} as const;
export const USER_SELECTION_FEATURE = 'userselection';

export const userTypeOf = (claims: readonly Claim[]): UserType =>
  hasClaim(claims, SettingsClaim.userType, 'Workday') ? 'Workday' : 'OpsBox';

/**
 * Supervisor selection is a site admin's (the selected-supervisor header goes only with their
 * calls, S1 §7), hidden from Workday users (S2 §6).
 */
export const canSelectSupervisor = (claims: readonly Claim[]) =>
  isSystemAdmin(claims) && userTypeOf(claims) !== 'Workday';

/** User selection (impersonation) is granted by the `feature:userselection` claim. */
export const canSelectUser = (claims: readonly Claim[]) =>
  hasClaim(claims, SettingsClaim.feature, USER_SELECTION_FEATURE);
