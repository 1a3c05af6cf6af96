import { hasClaim } from '../../contracts/claims';
import { accentColors, allThemes, visibleThemes } from '../../contracts/preference-values';
import {
  PreferenceFeature,
  type PreferenceOption,
  PreferenceTitle,
  type PreferenceType,
} from '../../contracts/settings';
import type { Db } from '../db/database';
import { visibleCatalogue } from '../shell/menu-access';
import { loadCatalogue } from '../shell/menu-store';
import type { UserProfile } from '../users/user-store';

/** One preference the product offers: how it shows and what it starts at. */
export interface PreferenceDefinition {
  id: number;
  title: string;
  type: PreferenceType;
  /** What the user picks from (a dropdown, the colour picker); empty for the other types. */
  options: readonly PreferenceOption[];
  /** Values the server accepts; the options unless some are hidden (the extra themes, S2 §3). */
  accepts?: readonly PreferenceOption[];
  defaultValue: string;
  /** Shown only to users with more than one role (merging one role changes nothing). */
  needsSeveralRoles?: boolean;
  /** Shown only to users holding the claim `feature:{feature}` (S2 §5). */
  feature?: string;
  /** Options that depend on the user (their roles, their apps); replaces `options`. */
  optionsFor?: (db: Db, user: UserProfile) => PreferenceOption[];
}

const rolesOf = (_db: Db, user: UserProfile): PreferenceOption[] =>
  user.roles.map((role) => ({ title: role.roleName, value: String(role.roleId) }));

/** The apps (not reports, forms or links) the user may open, folders' pages included. */
const appsOf = (db: Db, user: UserProfile): PreferenceOption[] =>
  visibleCatalogue(loadCatalogue(db), user.claims)
    .flatMap((item) => (item.pages.length > 0 ? item.pages : [item]))
    .filter((item) => item.appType === 'Apps')
    .map((item) => ({ title: item.title, value: String(item.id) }));

const title = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * The preferences, in display order. Role switch, role selector and app selector (S2 §3, §5)
 * appear only to users whose claims enable those features.
 */
export const preferenceCatalogue: readonly PreferenceDefinition[] = [
  {
    id: 1,
    title: PreferenceTitle.theme,
    type: 'Dropdown',
    options: visibleThemes,
    accepts: allThemes,
    defaultValue: 'light',
  },
  { id: 2, title: PreferenceTitle.fontSize, type: 'Number', options: [], defaultValue: '16' },
  {
    id: 3,
    title: PreferenceTitle.accentColor,
    type: 'ColorPicker',
    options: accentColors.map((value) => ({ title: title(value), value })),
    defaultValue: 'blue',
  },
  {
    id: 4,
    title: PreferenceTitle.mergeRoles,
    type: 'Switch',
    options: [],
    defaultValue: 'false',
    needsSeveralRoles: true,
  },
  { id: 5, title: PreferenceTitle.mobilePhone, type: 'PhoneNumber', options: [], defaultValue: '' },
  { id: 6, title: PreferenceTitle.notificationSound, type: 'Switch', options: [], defaultValue: 'true' },
  {
    id: 7,
    title: PreferenceTitle.roleSwitch,
    type: 'RoleSwitch',
    options: [],
    defaultValue: 'false',
    feature: PreferenceFeature.roleSwitch,
  },
  {
    id: 8,
    title: PreferenceTitle.defaultRole,
    type: 'RoleSelector',
    options: [],
    optionsFor: rolesOf,
    defaultValue: '',
    feature: PreferenceFeature.roleSwitch,
  },
  {
    id: 9,
    title: PreferenceTitle.startupApp,
    type: 'AppSelector',
    options: [],
    optionsFor: appsOf,
    defaultValue: '',
    feature: PreferenceFeature.appSelector,
  },
];

/** The preferences this user is offered (S2 §5): by their roles and their feature claims. */
export const offeredTo = (user: UserProfile) =>
  preferenceCatalogue.filter(
    (definition) =>
      (!definition.needsSeveralRoles || user.roles.length > 1) &&
      (!definition.feature || hasClaim(user.claims, 'feature', definition.feature)),
  );

/** The options of a preference for this user. */
export const optionsOf = (db: Db, user: UserProfile, definition: PreferenceDefinition) =>
  definition.optionsFor ? definition.optionsFor(db, user) : [...definition.options];
