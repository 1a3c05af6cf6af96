import { Anchor, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { HelpItem } from '../../../contracts/help';
import { HELP_TITLE_MAX_LENGTH } from '../../../contracts/help-writes';
import { lengthLimitHint } from '../../../core/format/length-limit';
import { SortableList } from '../../../core/ui/SortableList';
import {
  canSaveTutorial,
  isNewTutorial,
  type TutorialDraft,
  tutorialTitleProblem,
} from '../model/tutorial-editing';
import { useHelpAuthoring } from '../useHelpAuthoring';
import type { TutorialEditor } from '../useTutorialEditor';
import { PermissionLevelField } from './PermissionLevelField';
import { RowEditDelete } from './RowEditDelete';
// The forced-colours rules for the Mantine controls drawn here (core/ui/forced-colors.css).
import '../../../core/ui/forced-colors.css';
import { BusyButton } from '../../../core/ui/BusyButton';

/** The icon names tutorials use are Tabler icon names (the shell's icons follow Tabler too). */
const ICON_REFERENCE_URL = 'https://tabler.io/icons';

interface TutorialItemsTabProps {
  editor: TutorialEditor;
  draft: TutorialDraft;
  /** The tab is shown: its Edit or 'Add Item' is where a lost focus lands (`useFocusLanding`). */
  shown: boolean;
}

const itemKeys = new WeakMap<HelpItem, string>();
let itemsKeyed = 0;
/**
 * An item's key for the list: its own while the draft holds it (a move keeps it, an edit makes a
 * new item). Keyed by place, the row a keyboard move left the focus on showed the item moved into
 * it, so the next arrow moved that one (walkthrough 27).
 */
function itemKey(item: HelpItem): string {
  let key = itemKeys.get(item);
  if (key === undefined) {
    itemsKeyed += 1;
    key = String(itemsKeyed);
    itemKeys.set(item, key);
  }
  return key;
}

/**
 * The items tab (S2 §2): Active (help admins), permission level (help admins), title, icon name
 * with a link to the icon reference, the ordered items with drag and 'Add Item'; Save needs a
 * title and a permission level (S2 §5), Cancel drops the draft, Preview plays it.
 */
export function TutorialItemsTab({ editor, draft, shown }: TutorialItemsTabProps) {
  const { may, readOnly } = useHelpAuthoring();
  const landing = shown && editor.itemLanding !== null && editor.itemLanding < draft.items.length;
  const set = (patch: Partial<TutorialDraft>) => editor.change({ ...draft, ...patch });
  return (
    <Stack gap="sm" role="group" aria-label={isNewTutorial(draft) ? 'New tutorial' : 'Edit tutorial'}>
      <Switch
        label="Active"
        checked={draft.enabled}
        disabled={!may.toggleActive}
        onChange={(event) => set({ enabled: event.currentTarget.checked })}
      />
      <PermissionLevelField
        editable={may.setLevel}
        value={draft.permissionLevel}
        onChange={(permissionLevel) => set({ permissionLevel })}
      />
      <TextInput
        label="Title"
        dir="auto"
        required
        description={lengthLimitHint(draft.title, HELP_TITLE_MAX_LENGTH)}
        value={draft.title}
        error={tutorialTitleProblem(draft)}
        // Kept whole over the limit, which the field then says: no browser maxLength, which cut a
        // paste's end without a word (walkthrough 35, D2) and counts an emoji as two (walkthrough 15, D5).
        onChange={(event) => set({ title: event.currentTarget.value })}
      />
      <TextInput
        label="Icon name"
        value={draft.icon ?? ''}
        onChange={(event) => set({ icon: event.currentTarget.value })}
        description={
          <Anchor href={ICON_REFERENCE_URL} target="_blank" rel="noopener noreferrer" size="xs">
            Icon reference
          </Anchor>
        }
      />
      <Group justify="space-between">
        <Text fw={600} size="sm">
          Items
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={editor.addItem}
          data-focus-landing={(shown && !landing) || undefined}
        >
          Add Item
        </Button>
      </Group>
      {draft.items.length === 0 && (
        <Text size="sm" c="dimmed">
          No items yet.
        </Text>
      )}
      <SortableList
        id="tutorial-items"
        entries={draft.items.map((item, index) => ({ item, index }))}
        keyOf={({ item }) => itemKey(item)}
        labelOf={({ item, index }) => `${index + 1}. ${item.title}${item.enabled ? '' : ' (inactive)'}`}
        onMove={editor.moveItem}
        actions={({ item, index }) => (
          <RowEditDelete
            subject={`item ${item.title}`}
            onEdit={() => editor.editItem(index)}
            onDelete={may.remove ? () => editor.askDeleteItem(index) : undefined}
            focusLanding={landing && index === editor.itemLanding}
          />
        )}
      />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={editor.cancel} disabled={editor.busy}>
          Cancel
        </Button>
        <Button size="xs" variant="light" onClick={editor.preview} disabled={draft.items.length === 0}>
          Preview
        </Button>
        <BusyButton
          size="xs"
          onClick={editor.save}
          busy={editor.busy}
          disabled={readOnly || !canSaveTutorial(draft)}
        >
          Save
        </BusyButton>
      </Group>
    </Stack>
  );
}
