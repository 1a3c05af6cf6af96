import { Badge, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import type { ReleaseFilters } from '../../../contracts/release-notes';
import { SafeHtml } from '../../../core/ui/SafeHtml';
import { useReleaseNotes } from '../data';

export const NO_CHANGES_TEXT = "No changes to the App's you have access.";

const changeTypeColor = { Feature: 'blue', Enhancement: 'teal', Fix: 'orange' } as const;

/** The 'Changes' list (S2 §2): the notes of the selected version the user may read. */
export function ChangesList({
  notesKey,
  filters,
  versionText,
}: {
  /** A version id or the Version claim's release-notes key. */
  notesKey: string;
  filters: ReleaseFilters;
  /** The version shown, when known, e.g. '3.2.0'. */
  versionText: string | undefined;
}) {
  const notes = useReleaseNotes(notesKey, filters);
  useEffect(() => {
    // S2 §8: release-note failures are only logged; the list shows what it has.
    if (notes.error) console.error('Release notes could not be loaded', notes.error);
  }, [notes.error]);

  return (
    <Stack component="section" aria-labelledby="release-changes-title" gap="xs" miw={0}>
      <Group gap="xs">
        <Title order={3} size="h5" id="release-changes-title">
          Changes
        </Title>
        {versionText && (
          <Text size="sm" c="dimmed">
            {versionText}
          </Text>
        )}
      </Group>
      <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
        {notes.isLoading ? (
          <Loader size="sm" aria-label="Loading changes" />
        ) : notes.data?.length ? (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Changes">
            {notes.data.map((note) => (
              <li key={note.id}>
                <Group gap="xs" mb={4}>
                  <Badge size="sm" variant="light" color={changeTypeColor[note.changeType]}>
                    {note.changeType}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {note.noteAppNames.join(', ')}
                  </Text>
                </Group>
                <SafeHtml html={note.comment} />
              </li>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            {NO_CHANGES_TEXT}
          </Text>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
