import {
  accentColors,
  allThemes,
  type PreferenceOption,
  PreferenceTitle,
  type PreferenceType,
  visibleThemes,
} from '../../contracts/settings';

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
}

const title = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * The preferences, in display order. Role switch, role selector and app selector (S2 §3, §5)
 * appear only where those features are enabled, which this product does not have: none is listed.
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
];
