import { Button, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PermissionLevel, permissionLevelNames } from '../../../contracts/claims';
import { TOPIC_TITLE_MAX_LENGTH } from '../../../contracts/help-authoring';
import { ABOVE_PANEL_Z_INDEX } from '../../../core/ui/FloatingPanel';
import { canSaveTopic, isNewTopic, type TopicDraft, type TopicEdit } from '../model/topic-editing';

const RichTextField = lazy(() =>
  import('../../../core/ui/RichTextField').then((m) => ({ default: m.RichTextField })),
);

/** Help topic description editor height (S2 §2, §9). */
const TOPIC_EDITOR_HEIGHT = 300;

const levelOptions = Object.values(PermissionLevel).map((level) => ({
  value: String(level),
  label: permissionLevelNames[level],
}));

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
      {canSetLevel ? (
        <Select
          label="Permission level"
          required
          data={levelOptions}
          value={draft.permissionLevel === null ? null : String(draft.permissionLevel)}
          onChange={(picked) =>
            set({ permissionLevel: picked === null ? null : (Number(picked) as PermissionLevel) })
          }
          comboboxProps={{ zIndex: ABOVE_PANEL_Z_INDEX }}
        />
      ) : (
        draft.permissionLevel !== null && (
          <Text size="sm" c="dimmed">
            Permission level: {permissionLevelNames[draft.permissionLevel]}
          </Text>
        )
      )}
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
