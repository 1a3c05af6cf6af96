import { Button, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { permissionLevelNames } from '../../../contracts/claims';
import type { HelpTopic } from '../../../contracts/help';
import { SafeHtml } from '../../../core/ui/SafeHtml';

interface TopicViewProps {
  topic: HelpTopic;
  onInternalLink: () => void;
  /** Undefined when the user may not (S2 §6); the buttons are then not shown at all. */
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
  /** Offline: the buttons show but are disabled (docs/offline.md). */
  readOnly: boolean;
}

/** The details tab while viewing (S2 §2): title, the sanitised rich text and the permission level. */
export function TopicView({ topic, onInternalLink, onEdit, onDelete, readOnly }: TopicViewProps) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5" dir="auto">
        {topic.title}
      </Title>
      <ScrollArea.Autosize mah={300} aria-label="Description">
        <SafeHtml html={topic.description} onInternalLink={onInternalLink} />
      </ScrollArea.Autosize>
      <Text size="sm" c="dimmed">
        Permission level: {permissionLevelNames[topic.permissionLevel]}
      </Text>
      {(onEdit || onDelete) && (
        <Group justify="flex-end" gap="xs">
          {onDelete && (
            <Button size="xs" variant="light" color="red" onClick={onDelete} disabled={readOnly}>
              Delete
            </Button>
          )}
          {onEdit && (
            // Takes the focus after this topic's Save, which left with the editor (HelpTopicsPanel).
            <Button size="xs" onClick={onEdit} disabled={readOnly} data-focus-landing>
              Edit
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
