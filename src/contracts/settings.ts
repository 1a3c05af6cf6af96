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

/** Theme values (S2 §3): light and dark are offered; the others exist but are hidden. */
export const visibleThemes: readonly PreferenceOption[] = [
  { title: 'Light', value: 'light' },
  { title: 'Dark', value: 'dark' },
];
export const hiddenThemes: readonly PreferenceOption[] = [
  { title: 'Holiday', value: 'holiday' },
  { title: 'Spooky', value: 'spooky' },
  { title: 'Neon', value: 'neon' },
  { title: 'Love', value: 'love' },
  { title: 'Aptitude 2025', value: 'aptitude-2025' },
  { title: 'Aptitude 2024', value: 'aptitude' },
];
export const allThemes = [...visibleThemes, ...hiddenThemes];

/** Accent colours (S2 §3 names them "and others"; these are the ones this product offers). */
export const accentColors = [
  'red',
  'coral',
  'orange',
  'gold',
  'yellow',
  'pistachio',
  'pear',
  'chartreuse',
  'lime',
  'apple',
  'green',
  'mint',
  'seafoam',
  'aqua',
  'teal',
  'cyan',
  'ocean',
  'sky',
  'blue',
  'neon',
  'violet',
  'plum',
  'purple',
  'lavender',
  'orchid',
  'magenta',
  'fuchsia',
  'pink',
] as const;

/** Font Size is the body text size in pixels. */
export const FONT_SIZE_RANGE = { min: 12, max: 22 } as const;

/** The 123-456-7890 pattern of S2 §5. */
const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
export const INVALID_PHONE_MESSAGE = 'Invalid Phone Number';

/**
 * Why a preference value cannot be saved, or undefined when it can. One rule for the client's
 * field errors and the server's 400: an empty phone number clears it and is valid.
 */
export function preferenceValueProblem(
  preference: Pick<UserPreference, 'type' | 'title' | 'options'>,
  value: string,
) {
  switch (preference.type) {
    case 'PhoneNumber':
      return value === '' || PHONE_PATTERN.test(value) ? undefined : INVALID_PHONE_MESSAGE;
    case 'Number': {
      // Digits only: Number() would also take '1e3', '0x10' or '16.0'.
      const number = Number(value);
      if (!/^\s*-?\d+\s*$/.test(value) || !Number.isSafeInteger(number)) return 'Enter a whole number';
      if (
        preference.title === PreferenceTitle.fontSize &&
        (number < FONT_SIZE_RANGE.min || number > FONT_SIZE_RANGE.max)
      )
        return `Enter a size from ${FONT_SIZE_RANGE.min} to ${FONT_SIZE_RANGE.max}`;
      return undefined;
    }
    case 'Switch':
    case 'RoleSwitch':
      return value === 'true' || value === 'false' ? undefined : 'Must be true or false';
    case 'Dropdown':
    case 'ColorPicker':
    case 'RoleSelector':
    case 'AppSelector':
      return preference.options.some((option) => option.value === value)
        ? undefined
        : 'Not one of the options';
  }
}

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

export const impersonationSearchSchema = z.object({
  search: z._default(z.string().check(z.maxLength(100)), ''),
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
