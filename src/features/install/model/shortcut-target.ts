import { SHORTCUT_FRAGMENTS, START_URL } from '../manifest-extras';

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

/**
 * What a launch of the installed app does in the window it focused (`href` from `launchHref`,
 * `here` the window's path, query and fragment):
 * - a plain launch (the app's icon: `START_URL`) nothing: the window is focused as it is, on the
 *   page and with the work the user left there (issue 13: a second launch focuses the open window);
 * - Home's shortcut goes to the launcher, or, already there, closes what a shortcut opened;
 * - another address: go there, where the fragment's target opens on arrival;
 * - the address already shown: open its target again (a second launch of the same shortcut must
 *   open what it names, though the address does not change); else nothing (no reload).
 */
export function launchAction(
  href: string | undefined,
  here: string,
): { kind: 'navigate'; href: string } | { kind: 'open'; target: ShortcutTarget } | { kind: 'none' } {
  if (!href || href === START_URL) return { kind: 'none' };
  const url = new URL(href, 'https://x');
  const target = shortcutTargetOf(url.hash);
  if (target === 'home') {
    const home = `${url.pathname}${url.search}`;
    return here.split('#')[0] === home ? { kind: 'open', target } : { kind: 'navigate', href: home };
  }
  if (href !== here) return { kind: 'navigate', href };
  return target ? { kind: 'open', target } : { kind: 'none' };
}

/**
 * The bell's panel and the Release Notes modal after a shortcut's launch: the one it names is
 * open, the other closed (the bell's popover stood over the modal); Home and Favorites close both.
 */
export function panelsFor(target: ShortcutTarget): { bell: boolean; releaseNotes: boolean } {
  return { bell: target === 'notifications', releaseNotes: target === 'releaseNotes' };
}

/**
 * The bell's panel and the Release Notes modal once the address stops naming `target` (Back,
 * Forward, a link followed from the panel): what the fragment opened closes, as a phone's Back
 * closes what it opened, and the other stays as it is (walkthrough 10, defect 6). So the address
 * and the screen agree in every order: an entry that names a panel shows it open, one that does
 * not shows it closed, and a closed panel leaves no entry behind that would reopen it.
 */
export function panelsWhenFragmentLeaves(
  target: ShortcutTarget,
  panels: { bell: boolean; releaseNotes: boolean },
): { bell: boolean; releaseNotes: boolean } {
  return {
    bell: target === 'notifications' ? false : panels.bell,
    releaseNotes: target === 'releaseNotes' ? false : panels.releaseNotes,
  };
}
