import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { TOPIC_TITLE_MAX_LENGTH } from '../../../contracts/help-authoring';
import { lengthLimitHint } from '../../../core/format/length-limit';
import { BusyButton } from '../../../core/ui/BusyButton';
import { LazyRichTextField } from '../../../core/ui/LazyRichTextField';
import { MissingFieldsHint } from '../../../core/ui/MissingFieldsHint';
import {
  canSaveTopic,
  isNewTopic,
  missingTopicFields,
  type TopicDraft,
  type TopicEdit,
  topicContentProblem,
  topicEditNotice,
  topicTitleProblem,
} from '../model/topic-editing';
import { PermissionLevelField } from './PermissionLevelField';

/** Help topic description editor height (S2 §2, §9). */
const TOPIC_EDITOR_HEIGHT = 300;

interface TopicEditorProps {
  edit: TopicEdit;
  /** Help admins only (S2 §6); a help user sees the level as text. */
  canSetLevel: boolean;
  saving: boolean;
  /** Why the last save failed (core/api/save-failure.ts), shown above Save; the draft is kept. */
  error: string | undefined;
  /** Offline: Save waits for the connection, the typed text stays. */
  readOnly: boolean;
  onChange: (draft: TopicDraft) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * The details tab while editing (S2 §2, §5): title, permission level and the rich-text description
 * (300 px), each labelled as required. Save is enabled once something changed and all three are
 * filled; Cancel restores. Save and Cancel stay in view while the form scrolls.
 */
export function TopicEditor({
  edit,
  canSetLevel,
  saving,
  error,
  readOnly,
  onChange,
  onSave,
  onCancel,
}: TopicEditorProps) {
  const { draft } = edit;
  const set = (patch: Partial<TopicDraft>) => onChange({ ...draft, ...patch });
  const missing = missingTopicFields(draft);
  const missingId = useId();
  return (
    <Stack gap="sm" role="group" aria-label={isNewTopic(edit) ? 'New help topic' : 'Edit help topic'}>
      {/* Title and level share a row when there is room (the panel's 380 px and up): with the
          300 px editor under them, all three required fields show in the panel as it opens. */}
      <Group gap="sm" align="flex-start">
        <TextInput
          label="Title"
          dir="auto"
          required
          description={lengthLimitHint(draft.title, TOPIC_TITLE_MAX_LENGTH)}
          value={draft.title}
          error={topicTitleProblem(draft)}
          // Kept whole over the limit, which the field then says: no browser maxLength, which cut a
          // paste's end without a word (walkthrough 35, D2) and counts an emoji as two (walkthrough 15, D5).
          onChange={(event) => set({ title: event.currentTarget.value })}
          // A new topic is typed at once; and Escape pressed then is the panel's (it closes it).
          autoFocus={isNewTopic(edit)}
          style={{ flex: '2 1 180px' }}
        />
        <div style={{ flex: '1 1 130px' }}>
          <PermissionLevelField
            editable={canSetLevel}
            value={draft.permissionLevel}
            onChange={(permissionLevel) => set({ permissionLevel })}
          />
        </div>
      </Group>
      <LazyRichTextField
        // The field reads its HTML once: it starts again when the edit moves onto another
        // author's stored text after a 409 (rebasedTopicEdit), to show the draft's text as rebased.
        key={edit.original.description}
        label="Description"
        required
        height={TOPIC_EDITOR_HEIGHT}
        initialHtml={draft.description}
        onChange={(description) => set({ description })}
        error={topicContentProblem(draft)}
      />
      {/* Always in view at the panel's bottom edge, however small the panel or tall the form, with
          a failed save's message (as the page-help editors show theirs) just above the buttons. */}
      <Stack
        gap={4}
        py="xs"
        style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)' }}
      >
        {topicEditNotice(edit) && (
          <Text size="xs" role="status">
            {topicEditNotice(edit)}
          </Text>
        )}
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <MissingFieldsHint id={missingId} missing={missing} />
          <Button variant="default" size="xs" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <BusyButton
            size="xs"
            onClick={onSave}
            disabled={readOnly || !canSaveTopic(edit)}
            busy={saving}
            aria-describedby={missing.length > 0 ? missingId : undefined}
          >
            Save
          </BusyButton>
        </Group>
      </Stack>
    </Stack>
  );
}
