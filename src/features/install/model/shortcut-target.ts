import { SHORTCUT_FRAGMENTS } from '../manifest-extras';

export type ShortcutTarget = keyof typeof SHORTCUT_FRAGMENTS;

/** Which shortcut of the installed app a location's fragment names (`#release-notes` → releaseNotes). */
export function shortcutTargetOf(hash: string): ShortcutTarget | undefined {
  const fragment = hash.replace(/^#/, '');
  const entry = Object.entries(SHORTCUT_FRAGMENTS).find(([, value]) => value === fragment);
  return entry?.[0] as ShortcutTarget | undefined;
}

/**
 * Where a launch of the installed app (icon or shortcut, `launchQueue`) should take the window
 * already open: the target's path, query and fragment when it is on this origin, else nowhere.
 */
export function launchHref(targetUrl: string | undefined, origin: string): string | undefined {
  if (!targetUrl) return undefined;
  try {
    const url = new URL(targetUrl);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
