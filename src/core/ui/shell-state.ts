import { lastHealthAtom } from '../network/connection';
import { atom } from '../state/jotai';

/**
 * UI state several features share through the frame: the sidebar on mobile (title bar opens it,
 * a launch closes it) and whether the sidebar shows app names and the list pane.
 */
export const mobileSidebarOpenAtom = atom(false);
export const sidebarNamesVisibleAtom = atom(true);
export const sidebarListVisibleAtom = atom(true);

/**
 * The server reports its user-directory (Workday) database down: the DB Connection Down banner
 * shows and features that need Workday data (e.g. impersonation in settings, S2 §6) turn off.
 * Follows the network monitor's Health probe (at start, every minute, on focus and visibility).
 */
export const directoryDatabaseDownAtom = atom((get) => get(lastHealthAtom)?.directoryDatabase === 'down');

/** The Help Topics panel (S2 §2) is open: the title bar's help menu opens it, the help feature shows it. */
export const helpTopicsOpenAtom = atom(false);

/** The Settings panel (S2 §2) is open: the title bar's settings button opens it, the settings feature shows it. */
export const settingsOpenAtom = atom(false);
