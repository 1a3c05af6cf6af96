import { Loader, Stack } from '@mantine/core';
import { useEffect } from 'react';
import type { ReleaseFilters, ReleaseNote } from '../../../contracts/release-notes';
import { isNotFound } from '../../../core/api/api-error';
import { appStore } from '../../../core/state/jotai';
import { ReadFailed } from '../../../core/ui/ReadFailed';
import { useReleaseNotes } from '../data-hooks';
import { hasFilters } from '../model/filters';
import { listShown } from '../model/offline-availability';
import { releaseVersionsRevisionAtom } from '../state';
import { ChangesFrame, ChangesNotSaved, NoChanges } from './ChangesFrame';
import { NoteView } from './NoteView';

export { NO_CHANGES_TEXT } from './ChangesFrame';

/** The notes of one version (or the Version claim's key), failures only logged (S2 §8). */
export function useShownNotes(notesKey: string, filters: ReleaseFilters) {
  const notes = useReleaseNotes(notesKey, filters);
  useEffect(() => {
    // S2 §8: release-note failures are only logged; the list shows what it has (with nothing, that
    // it could not be loaded: not S2's placeholder, which says there is nothing).
    if (notes.error) console.error('Release notes could not be loaded', notes.error);
    // 404: the version was withdrawn meanwhile (made Inactive, deleted). The Versions list is read
    // again, and no longer listing it, selects the first listed version (selectionAfterListing).
    if (isNotFound(notes.error)) appStore.set(releaseVersionsRevisionAtom, (count) => count + 1);
  }, [notes.error]);
  const shown = listShown({ data: notes.data, isLoading: notes.isLoading, error: notes.error });
  return { ...notes, shown };
}

/** The 'Changes' list (S2 §2) as read: the notes of the selected version the user may read. */
export function ChangesList({
  notesKey,
  filters,
  versionText,
}: {
  /** A version id or the Version claim's release-notes key. */
  notesKey: string;
  filters: ReleaseFilters;
  versionText: string | undefined;
}) {
  const notes = useShownNotes(notesKey, filters);
  return (
    <ChangesFrame versionText={versionText} scrollHeight={320}>
      {notes.shown === 'loading' ? (
        <Loader size="sm" aria-label="Loading changes" />
      ) : notes.shown === 'notSaved' ? (
        <ChangesNotSaved filtered={hasFilters(filters)} />
      ) : notes.shown === 'failed' ? (
        <ReadFailed error={notes.error} onTryAgain={notes.refresh} />
      ) : (
        <NotesList notes={notes.data ?? []} />
      )}
    </ChangesFrame>
  );
}

function NotesList({ notes }: { notes: readonly ReleaseNote[] }) {
  if (notes.length === 0) return <NoChanges />;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Changes">
      {notes.map((note) => (
        <li key={note.id}>
          <NoteView note={note} />
        </li>
      ))}
    </Stack>
  );
}
