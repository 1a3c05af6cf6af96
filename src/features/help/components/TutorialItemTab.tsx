import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { canSaveItem } from '../model/item-editing';
import { useHelpAuthoring } from '../useHelpAuthoring';
import type { ItemEdit, TutorialEditor } from '../useTutorialEditor';
import { AnchorBadges } from './AnchorBadges';
import { ItemFields } from './ItemFields';

interface TutorialItemTabProps {
  editor: TutorialEditor;
  itemEdit: ItemEdit;
}

/**
 * The edit tab (S2 §2): one tutorial item. 'Select element' shows a badge on each anchored element
 * of the page; choosing one sets the item's anchor and its position to bottom (S2 §4). Save (title
 * and description needed, S2 §5) puts the item into the tutorial draft.
 */
export function TutorialItemTab({ editor, itemEdit }: TutorialItemTabProps) {
  const { may } = useHelpAuthoring();
  const { draft } = itemEdit;
  const selectElement = useRef<HTMLButtonElement>(null);
  return (
    <Stack
      gap="sm"
      role="group"
      aria-label={itemEdit.slot === 'new' ? 'New tutorial item' : 'Edit tutorial item'}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          {draft.anchor === null ? 'No element: the screen centre' : `Element: ${draft.anchor}`}
        </Text>
        <Button
          ref={selectElement}
          // Where the focus lands when the pressed Edit or Add Item leaves with the items tab
          // (the panel's `useFocusLanding`): it fell to the page's body (review of stop 49).
          data-focus-landing
          size="compact-sm"
          variant={editor.picking ? 'filled' : 'light'}
          aria-pressed={editor.picking}
          onClick={() => editor.setPicking(!editor.picking)}
        >
          Select element
        </Button>
      </Group>
      {editor.picking && (
        <>
          <Text size="xs" c="dimmed" role="status">
            Choose an element's badge on the page.
          </Text>
          <AnchorBadges
            verb="Select"
            chosen={draft.anchor}
            onChoose={(anchor) => {
              editor.pick(anchor);
              // The badges go with the pick, the chosen one focused: the focus goes back to the
              // button that showed them, not to the page's body (walkthrough 27, D3).
              selectElement.current?.focus();
            }}
          />
        </>
      )}
      <ItemFields draft={draft} onChange={editor.changeItem} canToggleActive={may.toggleActive} />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={editor.cancelItem}>
          Cancel
        </Button>
        <Button size="xs" onClick={editor.saveItem} disabled={!canSaveItem(draft)}>
          Save item
        </Button>
      </Group>
    </Stack>
  );
}
