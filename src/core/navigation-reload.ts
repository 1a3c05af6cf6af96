import { atom } from './state/jotai';

/**
 * Bumped when the user navigates to the URL already shown: the page remounts and reloads its
 * data (S1 §2.1 "re-navigating to the same URL reloads it").
 */
export const reloadCounterAtom = atom(0);
