import { type PreferenceOption, PreferenceTitle, type UserPreference } from './settings';

// The values a preference may take: the themes and accent colours offered, the font sizes, the
// rule a saved value must pass (the client's field errors and the server's 400). Apart from
// settings.ts, which the first screen loads (the preferences read), so that the Settings panel's
// rules travel with the panel: a first-screen module carries all its exports.

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

const oneOfTheOptions = (options: UserPreference['options'], value: string) =>
  options.some((option) => option.value === value) ? undefined : 'Not one of the options';

/**
 * Why a preference value cannot be saved, or undefined when it can. One rule for the client's
 * field errors and the server's 400: an empty phone number clears it and is valid, as is no default
 * role or startup app chosen.
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
      if (!/^\s*-?\d+\s*$/.test(value) || !Number.isSafeInteger(number)) return 'Enter a whole number.';
      if (
        preference.title === PreferenceTitle.fontSize &&
        (number < FONT_SIZE_RANGE.min || number > FONT_SIZE_RANGE.max)
      )
        return `Enter a size from ${FONT_SIZE_RANGE.min} to ${FONT_SIZE_RANGE.max}.`;
      return undefined;
    }
    case 'Switch':
    case 'RoleSwitch':
      return value === 'true' || value === 'false' ? undefined : 'Must be true or false.';
    case 'RoleSelector':
    case 'AppSelector':
      // None chosen, as the server seeds them: no default role, no startup app (the app opens
      // /home). Valid, as an empty phone number is (walkthrough 37, O7: a fresh user's Startup App
      // said 'Not one of the options' before anything was touched).
      if (value === '') return undefined;
      return oneOfTheOptions(preference.options, value);
    case 'Dropdown':
    case 'ColorPicker':
      return oneOfTheOptions(preference.options, value);
  }
}
