import { Box, Loader, Text } from '@mantine/core';
import { memo } from 'react';
import type { HelpTopic } from '../../../contracts/help';
import { messageOf } from '../../../core/api/api-error';
import { NavButton } from '../../../core/ui/NavButton';

interface TopicListProps {
  topics: HelpTopic[] | undefined;
  loading: boolean;
  error: Error | undefined;
  /** The filter typed above the list: none found then says so, not that there are no topics. */
  query: string;
  selectedId: number | undefined;
  onChoose: (topic: HelpTopic) => void;
  /** While a topic is edited the others wait, so nothing typed is dropped by a stray click. */
  disabled: boolean;
}

/** The list tab's topics (S2 §2), in display order. */
export function TopicList({ topics, loading, error, query, selectedId, onChoose, disabled }: TopicListProps) {
  if (topics === undefined) {
    if (loading) return <Loader size="sm" m="md" aria-label="Loading help topics" />;
    return (
      <Text c="red" p="sm" role="alert">
        {messageOf(error)}
      </Text>
    );
  }
  if (topics.length === 0 && query.trim())
    return (
      <Text c="dimmed" p="sm" role="status">
        No help topics match '{query.trim()}'.
      </Text>
    );
  if (topics.length === 0)
    return (
      <Text c="dimmed" p="sm">
        There are no help topics for you yet.
      </Text>
    );
  return (
    <Box component="ul" aria-label="Help topics" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {topics.map((topic) => (
        <TopicRow
          key={topic.id}
          topic={topic}
          active={topic.id === selectedId}
          disabled={disabled}
          onChoose={onChoose}
        />
      ))}
    </Box>
  );
}

/** Memoised: choosing a topic re-renders the two rows whose `active` changed, not all of them. */
const TopicRow = memo(function TopicRow({
  topic,
  active,
  disabled,
  onChoose,
}: {
  topic: HelpTopic;
  active: boolean;
  disabled: boolean;
  onChoose: (topic: HelpTopic) => void;
}) {
  return (
    <li>
      <NavButton
        label={<bdi>{topic.title}</bdi>}
        active={active}
        disabled={disabled}
        onClick={() => onChoose(topic)}
        data-focus-peer
      />
    </li>
  );
});
