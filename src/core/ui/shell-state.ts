import { lastHealthAtom } from '../network/connection';
import { atom } from '../state/jotai';
import { readStoredText, writeStoredText } from '../state/parsed-storage';

/**
 * UI state several features share through the frame: the sidebar on mobile (title bar opens it,
 * a launch closes it) and whether the sidebar shows app names and the list pane.
 */
export const mobileSidebarOpenAtom = atom(false);

/**
 * A sidebar display choice ('Hide app names', 'Hide list pane'), kept on this device: a reload or
 * the next visit shows the sidebar as it was left, as a collapsed sidebar stays collapsed in most
 * apps (walkthrough 28, O7; the spec is silent: docs/shell.md). Read from storage until first set.
 */
function sidebarChoiceKeptAs(key: string) {
  const chosen = atom<boolean | undefined>(undefined);
  const shownNow = atom((get) => get(chosen) ?? readStoredText(key) !== 'hidden');
  return atom(
    (get) => get(shownNow),
    (get, set, next: boolean | ((shown: boolean) => boolean)) => {
      const shown = typeof next === 'function' ? next(get(shownNow)) : next;
      set(chosen, shown);
      writeStoredText(key, shown ? undefined : 'hidden');
    },
  );
}
export const sidebarNamesVisibleAtom = sidebarChoiceKeptAs('ops.sidebar.names');
export const sidebarListVisibleAtom = sidebarChoiceKeptAs('ops.sidebar.listPane');

/**
 * The server reports its user-directory (Workday) database down: the DB Connection Down banner
 * shows and features that need Workday data (e.g. impersonation in settings, S2 §6) turn off.
 * Follows the network monitor's Health probe (at start, every minute, on focus and visibility).
 */
export const directoryDatabaseDownAtom = atom((get) => get(lastHealthAtom)?.directoryDatabase === 'down');

/**
 * How many open floating panels fill the screen under the title bar (FloatingPanel below the
 * mobile breakpoint). Such a panel is not modal (the title bar above it still works), but while
 * one is open the frame takes what it covers out of the tab order and the accessibility tree
 * (`inert`, AppFrame.tsx): Tab walked out of Help Topics through some 40 launcher controls hidden
 * behind it (walkthrough 30, D3; WCAG 2.4.11 Focus Not Obscured).
 */
export const pageCoveringPanelsAtom = atom(0);

/** The Help Topics panel (S2 §2) is open: the title bar's help menu opens it, the help feature shows it. */
export const helpTopicsOpenAtom = atom(false);

/** The Settings panel (S2 §2) is open: the title bar's settings button opens it, the settings feature shows it. */
export const settingsOpenAtom = atom(false);
