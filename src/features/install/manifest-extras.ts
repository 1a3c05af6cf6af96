/**
 * The web manifest's shortcuts and screenshots (vite.config.ts writes them into the manifest).
 * Shortcuts open the launcher with a fragment the app acts on (`shortcut-target.ts`): a fragment,
 * not a query, so the address the router, the usage log and the account links see stays `/home`.
 */

/**
 * Where the app opens: the manifest's `start_url`, the address a plain launch (the app's icon)
 * hands an open window (`launchAction`).
 */
export const START_URL = '/home';

/**
 * The fragments the shortcuts carry; `shortcutTargetOf` reads them back. Home has one too: its
 * launch must go home, while a plain launch, to `START_URL`, leaves an open window where it is.
 */
export const SHORTCUT_FRAGMENTS = {
  home: 'home',
  favorites: 'favorites',
  notifications: 'notifications',
  releaseNotes: 'release-notes',
} as const;

const shortcutIcon = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

export const appShortcuts = [
  { name: 'Home', short_name: 'Home', url: `/home#${SHORTCUT_FRAGMENTS.home}`, icons: shortcutIcon },
  {
    name: 'Favorites',
    short_name: 'Favorites',
    url: `/home#${SHORTCUT_FRAGMENTS.favorites}`,
    icons: shortcutIcon,
  },
  {
    name: 'Notifications',
    short_name: 'Notifications',
    url: `/home#${SHORTCUT_FRAGMENTS.notifications}`,
    icons: shortcutIcon,
  },
  {
    name: 'Release notes',
    short_name: 'Release notes',
    url: `/home#${SHORTCUT_FRAGMENTS.releaseNotes}`,
    icons: shortcutIcon,
  },
];

/**
 * Real pictures of the app for the richer install sheet, written by
 * `test/tools/capture-screenshots.ts` against the production build (run it again when the
 * launcher's look changes). Sizes must match the files.
 */
export const SCREENSHOTS = {
  narrow: { width: 412, height: 860 },
  wide: { width: 1280, height: 800 },
} as const;

export const appScreenshots = (['narrow', 'wide'] as const).map((formFactor) => ({
  src: `/screenshots/launcher-${formFactor}.png`,
  sizes: `${SCREENSHOTS[formFactor].width}x${SCREENSHOTS[formFactor].height}`,
  type: 'image/png',
  form_factor: formFactor,
  label: formFactor === 'wide' ? 'The launcher on a desktop' : 'The launcher on a phone',
}));
