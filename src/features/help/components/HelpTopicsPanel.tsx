import { Button, Group, ScrollArea, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HelpTopic } from '../../../contracts/help';
import { topicAbilities } from '../../../contracts/help-authoring';
import { sessionAtom } from '../../../core/auth/session-state';
import { filterByLabel, showsListFilter } from '../../../core/format/list-filter';
import { useNetworkStatus } from '../../../core/network/useNetworkStatus';
import { useAtom, useAtomValue } from '../../../core/state/jotai';
import { ConfirmDelete } from '../../../core/ui/ConfirmDelete';
import { FloatingPanel } from '../../../core/ui/FloatingPanel';
import { FLOATING_PANEL_MIN_WIDTH_PX } from '../../../core/ui/panel-geometry';
import { helpTopicsOpenAtom } from '../../../core/ui/shell-state';
import { useFocusLanding, useKeepFocusIn } from '../../../core/ui/useFocusLanding';
import { revalidateHelpTopics, useHelpTopics } from '../data-hooks';
import { isNewTopic } from '../model/topic-editing';
import { type HelpTopicsTab, helpTopicsTabAtom, selectedHelpTopicIdAtom } from '../state';
import { useTopicEditing } from '../useTopicEditing';
import { TopicEditor } from './TopicEditor';
import { TopicList } from './TopicList';
import { TopicView } from './TopicView';

/** Shown to help authors while offline: topic writes go straight to the server (docs/offline.md). */
export const TOPIC_AUTHORING_OFFLINE_HINT = 'Adding and changing help topics needs a connection.';

/**
 * The Help Topics panel (S2 §2), opened from the title bar's help menu: the topics the user's
 * help level may read, a list tab and a details tab that is viewing or editing (S2 §4). Help users
 * edit; help admins also create, delete and set the permission level (S2 §6).
 * The topics are read even while it is closed, so they are on the device for offline use.
 */
export function HelpTopicsPanel() {
  const [opened, setOpened] = useAtom(helpTopicsOpenAtom);
  const [tab, setTab] = useAtom(helpTopicsTabAtom);
  const [selectedId, setSelectedId] = useAtom(selectedHelpTopicIdAtom);
  const may = topicAbilities(useAtomValue(sessionAtom)?.user.claims ?? []);
  const readOnly = !useNetworkStatus().isConnected;
  const topics = useHelpTopics();
  const selected = topics.data?.find((topic) => topic.id === selectedId);
  // A long list gets a filter box, kept above the list as it scrolls (QA walkthrough 7, 150 topics).
  const [query, setQuery] = useState('');
  const filterShown = showsListFilter(topics.data?.length ?? 0);
  const listed =
    topics.data && filterShown ? filterByLabel(topics.data, query, (topic) => topic.title) : topics.data;
  const editing = useTopicEditing({
    onSaved: (saved) => setSelectedId(saved.id),
    onGone: () => {
      setSelectedId(undefined);
      setTab('list');
    },
    may,
    // A draft kept through an expired session: the panel opens on it, as the author left it.
    onKeptRestored: () => {
      setTab('details');
      setOpened(true);
    },
  });
  const { edit } = editing;
  // Opened again: the topics are read again unless the device's copy is fresh (the cache's 5 s),
  // so a topic another author deleted or changed meanwhile shows so (walkthrough 11, defect 5).
  useEffect(() => {
    if (opened) revalidateHelpTopics();
  }, [opened]);
  // A Save closes the editor, taking the focused button with it: the focus lands on the saved
  // topic's Edit (TopicView), not on the page's body.
  const details = useRef<HTMLDivElement>(null);
  useFocusLanding(details);
  // A topic chosen hides the list, taking the focused topic with it: the focus goes to the Details
  // tab, which the reader then hears (walkthrough 12, D3: it fell to the page's body).
  const detailsTab = useRef<HTMLButtonElement>(null);
  const keepFocus = useKeepFocusIn<HTMLDivElement>(() => detailsTab.current);

  // Stable, so the list's rows (memoised) stay as they are when the panel re-renders.
  const choose = useCallback(
    (topic: HelpTopic) => {
      setSelectedId(topic.id);
      setTab('details');
    },
    [setSelectedId, setTab],
  );
  const startNew = () => {
    editing.startNew();
    setTab('details');
  };
  const cancel = () => {
    // A new topic's editor (or one whose topic was deleted meanwhile) leaves nothing to show.
    if (edit && (isNewTopic(edit) || edit.deletedMeanwhile)) setTab('list');
    editing.cancel();
  };

  return (
    <FloatingPanel
      title="Help Topics"
      opened={opened}
      onClose={() => setOpened(false)}
      minWidth={FLOATING_PANEL_MIN_WIDTH_PX}
      openedBy={helpTopicsOpenAtom}
    >
      <Tabs
        ref={keepFocus}
        value={tab}
        onChange={(value) => setTab((value ?? 'list') as HelpTopicsTab)}
        style={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <Tabs.List px="md">
          <Tabs.Tab value="list">List</Tabs.Tab>
          <Tabs.Tab ref={detailsTab} value="details">
            Details
          </Tabs.Tab>
        </Tabs.List>
        {may.edit && readOnly && (
          <Text size="sm" c="dimmed" role="note" px="md" pt="xs">
            {TOPIC_AUTHORING_OFFLINE_HINT}
          </Text>
        )}
        <Tabs.Panel value="list" style={{ flex: 1, minHeight: 0 }}>
          {/* The filter and New Topic stay in place; only the topics scroll. */}
          <Stack gap={0} h="100%">
            {(filterShown || may.create) && (
              <Group gap="xs" justify="flex-end" wrap="nowrap" px="xs" pt="xs">
                {filterShown && (
                  <TextInput
                    size="xs"
                    type="search"
                    aria-label="Filter help topics"
                    placeholder="Filter help topics"
                    value={query}
                    onChange={(event) => setQuery(event.currentTarget.value)}
                    style={{ flex: 1 }}
                  />
                )}
                {may.create && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={startNew}
                    disabled={readOnly || edit !== null}
                  >
                    New Topic
                  </Button>
                )}
              </Group>
            )}
            <ScrollArea style={{ flex: 1, minHeight: 0 }} p="xs">
              <TopicList
                topics={listed}
                loading={topics.isLoading}
                error={topics.error}
                query={filterShown ? query : ''}
                selectedId={selectedId}
                onChoose={choose}
                disabled={edit !== null}
              />
            </ScrollArea>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel ref={details} value="details" p="md" style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          {edit ? (
            <TopicEditor
              edit={edit}
              canSetLevel={may.setLevel}
              saving={editing.busy}
              error={editing.error}
              readOnly={readOnly}
              onChange={editing.change}
              onSave={editing.save}
              onCancel={cancel}
            />
          ) : selected ? (
            <TopicView
              topic={selected}
              onInternalLink={() => setOpened(false)}
              onEdit={may.edit ? () => editing.startEditing(selected) : undefined}
              onDelete={may.remove ? () => editing.askDelete(selected) : undefined}
              readOnly={readOnly}
            />
          ) : (
            <Text c="dimmed">Choose a topic in the list.</Text>
          )}
        </Tabs.Panel>
      </Tabs>
      <ConfirmDelete
        title="Delete Help Topic"
        question={`Are you sure you want to delete the help topic '${editing.deleting?.title ?? ''}'?`}
        opened={editing.deleting !== undefined}
        deleting={editing.busy}
        onConfirm={editing.confirmDelete}
        onCancel={editing.cancelDelete}
      />
    </FloatingPanel>
  );
}
