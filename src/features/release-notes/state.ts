import { atom } from '../../core/state/jotai';

/*
 * Bumped after each authoring write, so every mounted reader of versions or notes refreshes from
 * the server at once (the cache's 5 s freshness would otherwise keep the old rows on screen).
 */
export const releaseVersionsRevisionAtom = atom(0);
export const releaseNotesRevisionAtom = atom(0);

/**
 * The version of the last push that opened the modal in push mode (S1 §4): selected there, since
 * 'Site has new changes' asks what changed (decision, walkthrough 31, O1). `at` counts the pushes,
 * so the same version pushed again is a new push.
 */
export const pushedReleaseAtom = atom<{ version: string; at: number } | undefined>(undefined);
