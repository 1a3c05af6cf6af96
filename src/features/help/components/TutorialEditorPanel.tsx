import { Button, Group, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useRef } from 'react';
import type { Tutorial } from '../../../contracts/help';
import { useAtom, useAtomValue } from '../../../core/state/jotai';
import { ConfirmDelete } from '../../../core/ui/ConfirmDelete';
import { FloatingPanel } from '../../../core/ui/FloatingPanel';
import { FLOATING_PANEL_MIN_WIDTH_PX } from '../../../core/ui/panel-geometry';
import { SortableList } from '../../../core/ui/SortableList';
import { useFocusLanding } from '../../../core/ui/useFocusLanding';
import type { KeptTutorial } from '../model/kept-page-help';
import { isNewTutorial } from '../model/tutorial-editing';
import { playingTutorialAtom, type TutorialEditorTab, tutorialEditorOpenAtom } from '../state';
import { PAGE_HELP_AUTHORING_OFFLINE_HINT, useHelpAuthoring } from '../useHelpAuthoring';
import { useTutorialEditor } from '../useTutorialEditor';
import { RowEditDelete } from './RowEditDelete';
import { TutorialItemsTab } from './TutorialItemsTab';
import { TutorialItemTab } from './TutorialItemTab';

interface TutorialEditorPanelProps {
  pageName: string;
  /** The page's tutorials as the user may edit them, in display order. */
  tutorials: readonly Tutorial[];
  /** A draft kept through an expired session: the editor opens on it (useTutorialEditor). */
  kept?: { kept: KeptTutorial; taken: () => void } | undefined;
}

/**
 * The tutorial editor panel (S2 §2) with its three tabs: list (edit, drag to reorder, delete,
 * 'Create New Tutorial'), items (one tutorial and its ordered items) and edit (one item). It hides
 * while a preview plays; the preview ends on the items tab.
 */
export function TutorialEditorPanel({ pageName, tutorials, kept }: TutorialEditorPanelProps) {
  const [opened, setOpened] = useAtom(tutorialEditorOpenAtom);
  const previewing = useAtomValue(playingTutorialAtom)?.preview === true;
  const { may, readOnly } = useHelpAuthoring();
  const editor = useTutorialEditor(pageName, tutorials, kept);
  // 'Save item' and Cancel close the edit tab, taking the focused button with it: the focus lands
  // on the item's Edit (or 'Add Item') on the items tab, not on the page's body (walkthrough 27, D3);
  // a tutorial's Save and Cancel close the items tab: on 'Create New Tutorial' (walkthrough 40, D2).
  const box = useRef<HTMLDivElement>(null);
  useFocusLanding(box);
  if (!may.edit) return null;
  const { draft } = editor;

  return (
    <FloatingPanel
      title="Tutorials"
      opened={opened && !previewing}
      onClose={() => setOpened(false)}
      minWidth={FLOATING_PANEL_MIN_WIDTH_PX}
      openedBy={tutorialEditorOpenAtom}
    >
      <Tabs
        ref={box}
        // A tab left is emptied at once, not kept hidden (Mantine's default, in a React Activity
        // that removes the hidden content later): kept, the pressed 'Save item' stayed focused,
        // hidden, so the focus was not yet lost for `useFocusLanding` and then fell to the body.
        // The tabs keep no state of their own (it is all in `useTutorialEditor`).
        keepMounted={false}
        value={editor.tab}
        onChange={(value) => editor.setTab((value ?? 'list') as TutorialEditorTab)}
        style={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <Tabs.List px="md">
          <Tabs.Tab value="list" disabled={draft !== null}>
            List
          </Tabs.Tab>
          <Tabs.Tab value="items" disabled={draft === null || editor.itemEdit !== null}>
            Items
          </Tabs.Tab>
          <Tabs.Tab value="edit" disabled={editor.itemEdit === null}>
            Edit
          </Tabs.Tab>
        </Tabs.List>
        {readOnly && (
          <Text size="sm" c="dimmed" role="note" px="md" pt="xs">
            {PAGE_HELP_AUTHORING_OFFLINE_HINT}
          </Text>
        )}
        {editor.notice && (
          <Text size="sm" role="status" px="md" pt="xs">
            {editor.notice}
          </Text>
        )}
        {editor.error && (
          <Text size="sm" c="red" role="alert" px="md" pt="xs">
            {editor.error}
          </Text>
        )}
        <Tabs.Panel value="list" style={{ flex: 1, minHeight: 0 }}>
          <ScrollArea h="100%" p="xs">
            <Stack gap="xs">
              <Group justify="flex-end">
                {/* Where the focus lands when a tutorial's Save or Cancel leaves the items tab
                    (walkthrough 40, D2: it fell to the body, and Tab then left the panel). */}
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={editor.create}
                  disabled={readOnly}
                  data-focus-landing
                >
                  Create New Tutorial
                </Button>
              </Group>
              {editor.listed.length === 0 && (
                <Text size="sm" c="dimmed">
                  This page has no tutorials yet.
                </Text>
              )}
              <SortableList
                id="tutorials"
                entries={editor.listed}
                keyOf={(tutorial) => String(tutorial.id)}
                labelOf={(tutorial) => tutorial.title || 'New tutorial'}
                fixed={isNewTutorial}
                disabled={readOnly || editor.busy}
                onMove={editor.moveTutorial}
                actions={(entry) => {
                  const tutorial = tutorials.find((saved) => saved.id === entry.id);
                  return (
                    tutorial && (
                      <RowEditDelete
                        subject={tutorial.title}
                        onEdit={() => editor.edit(tutorial)}
                        onDelete={may.remove ? () => editor.askDeleteTutorial(tutorial) : undefined}
                        deleteDisabled={readOnly}
                      >
                        {!tutorial.enabled && (
                          <Text size="xs" c="dimmed">
                            Inactive
                          </Text>
                        )}
                      </RowEditDelete>
                    )
                  );
                }}
              />
            </Stack>
          </ScrollArea>
        </Tabs.Panel>
        <Tabs.Panel value="items" p="md" style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          {draft && <TutorialItemsTab editor={editor} draft={draft} shown={editor.tab === 'items'} />}
        </Tabs.Panel>
        <Tabs.Panel value="edit" p="md" style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          {editor.itemEdit && <TutorialItemTab editor={editor} itemEdit={editor.itemEdit} />}
        </Tabs.Panel>
      </Tabs>
      <ConfirmDelete
        title="Confirm Tutorial Delete"
        question="Are you sure you want to delete this tutorial?"
        opened={editor.deletingTutorial !== undefined}
        deleting={editor.busy}
        onConfirm={editor.confirmDeleteTutorial}
        onCancel={editor.cancelDeleteTutorial}
      />
      <ConfirmDelete
        title="Confirm Item Delete"
        question="Are you sure you want to delete this item?"
        opened={editor.deletingItem !== undefined}
        deleting={false}
        onConfirm={editor.confirmDeleteItem}
        onCancel={editor.cancelDeleteItem}
      />
    </FloatingPanel>
  );
}
