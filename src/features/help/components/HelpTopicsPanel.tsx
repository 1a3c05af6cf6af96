import { Box, Loader, NavLink, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { permissionLevelNames } from '../../../contracts/claims';
import type { HelpTopic } from '../../../contracts/help';
import { messageOf } from '../../../core/api/api-error';
import { useAtom } from '../../../core/state/jotai';
import { SafeHtml } from '../../../core/ui/SafeHtml';
import { helpTopicsOpenAtom } from '../../../core/ui/shell-state';
import { useHelpTopics } from '../data';
import { HELP_PANEL_MIN_WIDTH_PX } from '../model/panel-geometry';
import { type HelpTopicsTab, helpTopicsTabAtom, selectedHelpTopicIdAtom } from '../state';
import { FloatingPanel } from './FloatingPanel';

/**
 * The Help Topics panel (S2 §2), opened from the title bar's help menu: the topics the user's
 * help level may read, a list tab and a details tab (viewing only: editing comes later).
 * The topics are read even while it is closed, so they are on the device for offline use.
 */
export function HelpTopicsPanel() {
  const [opened, setOpened] = useAtom(helpTopicsOpenAtom);
  const [tab, setTab] = useAtom(helpTopicsTabAtom);
  const [selectedId, setSelectedId] = useAtom(selectedHelpTopicIdAtom);
  const topics = useHelpTopics();
  const selected = topics.data?.find((topic) => topic.id === selectedId);

  const choose = (topic: HelpTopic) => {
    setSelectedId(topic.id);
    setTab('details');
  };

  return (
    <FloatingPanel
      title="Help Topics"
      opened={opened}
      onClose={() => setOpened(false)}
      minWidth={HELP_PANEL_MIN_WIDTH_PX}
    >
      <Tabs
        value={tab}
        onChange={(value) => setTab((value ?? 'list') as HelpTopicsTab)}
        style={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <Tabs.List px="md">
          <Tabs.Tab value="list">List</Tabs.Tab>
          <Tabs.Tab value="details">Details</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" style={{ flex: 1, minHeight: 0 }}>
          <ScrollArea h="100%" p="xs">
            <TopicList
              topics={topics.data}
              loading={topics.isLoading}
              error={topics.error}
              selectedId={selectedId}
              onChoose={choose}
            />
          </ScrollArea>
        </Tabs.Panel>
        <Tabs.Panel value="details" p="md">
          {selected ? (
            <TopicDetails topic={selected} onInternalLink={() => setOpened(false)} />
          ) : (
            <Text c="dimmed">Choose a topic in the list.</Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </FloatingPanel>
  );
}

interface TopicListProps {
  topics: HelpTopic[] | undefined;
  loading: boolean;
  error: Error | undefined;
  selectedId: number | undefined;
  onChoose: (topic: HelpTopic) => void;
}

function TopicList({ topics, loading, error, selectedId, onChoose }: TopicListProps) {
  if (topics === undefined) {
    if (loading) return <Loader size="sm" m="md" aria-label="Loading help topics" />;
    return (
      <Text c="red" p="sm" role="alert">
        {messageOf(error)}
      </Text>
    );
  }
  if (topics.length === 0)
    return (
      <Text c="dimmed" p="sm">
        There are no help topics for you yet.
      </Text>
    );
  return (
    <Box component="ul" aria-label="Help topics" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <NavLink
            component="button"
            label={topic.title}
            active={topic.id === selectedId}
            onClick={() => onChoose(topic)}
          />
        </li>
      ))}
    </Box>
  );
}

function TopicDetails({ topic, onInternalLink }: { topic: HelpTopic; onInternalLink: () => void }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {topic.title}
      </Title>
      <ScrollArea.Autosize mah={300} aria-label="Description">
        <SafeHtml html={topic.description} onInternalLink={onInternalLink} />
      </ScrollArea.Autosize>
      <Text size="sm" c="dimmed">
        Permission level: {permissionLevelNames[topic.permissionLevel]}
      </Text>
    </Stack>
  );
}
