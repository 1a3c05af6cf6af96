import { atom } from '../state/jotai';

/**
 * Why the release-notes modal is open, or null when closed. In core because the title bar (help
 * menu) opens it and the release-notes feature shows it: features do not import each other.
 * `versionUpdated`: opened by a Version claim saying the site was updated (S1 §4).
 */
export type ReleaseNotesOpening = 'onRequest' | 'versionUpdated';

export const releaseNotesOpeningAtom = atom<ReleaseNotesOpening | null>(null);
