import { atom } from '../../core/state/jotai';

/*
 * Bumped after each authoring write, so every mounted reader of versions or notes refreshes from
 * the server at once (the cache's 5 s freshness would otherwise keep the old rows on screen).
 */
export const releaseVersionsRevisionAtom = atom(0);
export const releaseNotesRevisionAtom = atom(0);
