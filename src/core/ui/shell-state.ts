import { atom } from '../state/jotai';

/**
 * UI state several features share through the frame: the sidebar on mobile (title bar opens it,
 * a launch closes it) and whether the sidebar shows app names and the list pane.
 */
export const mobileSidebarOpenAtom = atom(false);
export const sidebarNamesVisibleAtom = atom(true);
export const sidebarListVisibleAtom = atom(true);
