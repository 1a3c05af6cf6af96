import { Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { changesNotSavedText } from '../model/offline-availability';
import classes from './ChangesFrame.module.css';

/** The section's id: 'Skip to Changes' lands there. */
export const CHANGES_ID = 'release-changes';

export const NO_CHANGES_TEXT = "No changes to the App's you have access.";

/**
 * The 'Changes' section (S2 §2): its heading, the version shown, an optional toolbar, the list.
 * The list scrolls inside the section, which fills what its column leaves in two columns
 * (ChangesFrame.module.css).
 */
export function ChangesFrame({
  versionText,
  toolbar,
  scrollHeight,
  children,
}: {
  /** The version shown, when known, e.g. '3.2.0'. */
  versionText: string | undefined;
  toolbar?: ReactNode;
  /** Stacked (phones): a scrolling list at most this high; without it the list grows (and the modal scrolls). */
  scrollHeight?: number;
  children: ReactNode;
}) {
  return (
    <Stack
      component="section"
      aria-labelledby="release-changes-title"
      id={CHANGES_ID}
      // Where 'Skip to Changes' puts the focus (ReleaseNotesModal), by script only.
      tabIndex={-1}
      gap="xs"
      miw={0}
      className={classes.section}
    >
      <Group gap="xs" justify="space-between">
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
        {toolbar}
      </Group>
      <ScrollArea.Autosize
        className={classes.list}
        style={scrollHeight ? { '--changes-max-height': `${scrollHeight}px` } : undefined}
        type="auto"
        offsetScrollbars
      >
        {children}
      </ScrollArea.Autosize>
    </Stack>
  );
}

export function NoChanges() {
  return (
    <Text c="dimmed" size="sm">
      {NO_CHANGES_TEXT}
    </Text>
  );
}

/** A version whose notes were never saved on this device, with the server out of reach. */
export function ChangesNotSaved({ filtered }: { filtered: boolean }) {
  return (
    <Text c="dimmed" size="sm" role="status">
      {changesNotSavedText(filtered)}
    </Text>
  );
}
