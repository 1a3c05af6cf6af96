import { useRef, useState } from 'react';
import { useWhenLost } from '../../core/auth/useWhenLost';
import { useStore } from '../../core/state/jotai';
import { unsavedWorkAtom } from '../../core/unsaved-work/unsaved-work-state';
import type { ReleaseNotesAbilities } from './model/version-status';
import { releaseNotesRevisionAtom, releaseVersionsRevisionAtom } from './state';

/**
 * The open modal follows a renewal that took the user's authoring claims (walkthrough 37, D6):
 * the versions (system admins' view lost) and the notes (admins' view lost) are read again as the
 * user may now see them (the open list kept 3.4.0 Draft and 3.3.0 Submit until reopened);
 * `onVersionsLost` drops what only a system admin had (the unsaved draft, a selection the user may
 * no longer list). True once text being written (`work`: its unsaved-work labels) went with the
 * editors the claims took, so the modal says so (`AUTHORING_LOST_TEXT_NOT_SAVED`).
 */
export function useAuthoringLoss(
  abilities: ReleaseNotesAbilities,
  work: readonly string[],
  onVersionsLost: () => void,
): boolean {
  const store = useStore();
  const [textLost, setTextLost] = useState(false);
  // Read with the render that sees the loss: the editors it unmounts unmark their work before
  // any effect runs.
  const writing = useRef(false);
  writing.current = store.get(unsavedWorkAtom).some((label) => work.includes(label));
  const lost = () => {
    if (writing.current) setTextLost(true);
  };
  useWhenLost(abilities.authorVersions, () => {
    store.set(releaseVersionsRevisionAtom, (count) => count + 1);
    onVersionsLost();
    lost();
  });
  useWhenLost(abilities.editNotes, () => {
    store.set(releaseNotesRevisionAtom, (count) => count + 1);
    lost();
  });
  return textLost;
}
