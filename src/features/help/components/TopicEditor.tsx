import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { TOPIC_TITLE_MAX_LENGTH } from '../../../contracts/help-authoring';
import { canSaveTopic, isNewTopic, type TopicDraft, type TopicEdit } from '../model/topic-editing';
import { PermissionLevelField } from './PermissionLevelField';

const RichTextField = lazy(() =>
  import('../../../core/ui/RichTextField').then((m) => ({ default: m.RichTextField })),
);

/** Help topic description editor height (S2 §2, §9). */
const TOPIC_EDITOR_HEIGHT = 300;

interface TopicEditorProps {
  edit: TopicEdit;
  /** Help admins only (S2 §6); a help user sees the level as text. */
  canSetLevel: boolean;
  saving: boolean;
  /** Offline: Save waits for the connection, the typed text stays. */
  readOnly: boolean;
  onChange: (draft: TopicDraft) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * The details tab while editing (S2 §2, §5): title, rich-text description (300 px) and permission
 * level. Save is enabled once something changed and all three are filled; Cancel restores.
 */
export function TopicEditor({
  edit,
  canSetLevel,
  saving,
  readOnly,
  onChange,
  onSave,
  onCancel,
}: TopicEditorProps) {
  const { draft } = edit;
  const set = (patch: Partial<TopicDraft>) => onChange({ ...draft, ...patch });
  return (
    <Stack gap="sm" role="group" aria-label={isNewTopic(edit) ? 'New help topic' : 'Edit help topic'}>
      <TextInput
        label="Title"
        required
        maxLength={TOPIC_TITLE_MAX_LENGTH}
        value={draft.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
      />
      <Suspense fallback={<Loader size="sm" h={TOPIC_EDITOR_HEIGHT} aria-label="Loading the editor" />}>
        <RichTextField
          label="Description"
          height={TOPIC_EDITOR_HEIGHT}
          initialHtml={draft.description}
          onChange={(description) => set({ description })}
        />
      </Suspense>
      <PermissionLevelField
        editable={canSetLevel}
        value={draft.permissionLevel}
        onChange={(permissionLevel) => set({ permissionLevel })}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button size="xs" onClick={onSave} disabled={readOnly || !canSaveTopic(edit)} loading={saving}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
