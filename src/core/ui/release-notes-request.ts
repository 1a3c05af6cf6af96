import { atom } from '../state/jotai';

/**
 * Why the release-notes modal is open, or null when closed. In core because the title bar (help
 * menu) opens it and the release-notes feature shows it: features do not import each other.
 * `versionUpdated`: opened by a Version claim saying the site was updated (S1 §4).
 * `releasePushed`: opened by a server push of a version the user's claim does not name (S1 §4).
 */
export type ReleaseNotesOpening = 'onRequest' | 'versionUpdated' | 'releasePushed';

export const releaseNotesOpeningAtom = atom<ReleaseNotesOpening | null>(null);
