import { Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useId, useMemo } from 'react';
import { dateTimeText } from '../../../core/format/date-time';
import { wrapsLongWords } from '../../../core/ui/authored-text';
import { SafeHtml } from '../../../core/ui/SafeHtml';
import type { ChatMessage } from '../model/chat-state';
import { markdownToHtml } from '../model/markdown';
import { TypingDots } from './TypingDots';

interface ChatMessagesProps {
  agentName: string;
  startedAt: number;
  messages: readonly ChatMessage[];
  typing: boolean;
  /** Sends a message marked 'Not sent' again. */
  onSendAgain: (text: string, sendId: string) => void;
  /** Offline a message cannot go again yet (the box's hint says why). */
  offline: boolean;
  /** The chat has ended (its agent is gone): nothing goes again, so no 'Send again' (the box's hint says why). */
  ended: boolean;
}

/** Under a message whose send failed: said plainly, as a refused setting says 'Not saved'. */
export const NOT_SENT_TEXT = 'Not sent';

/** A bot message: markdown, then the one sanitiser (links open safely, raw HTML never runs). */
function BotMessage({ text }: { text: string }) {
  const html = useMemo(() => markdownToHtml(text), [text]);
  return <SafeHtml html={html} />;
}

const startedAtText = (startedAt: number) => dateTimeText(startedAt);

/**
 * The conversation (S2 §2): the notice with the start date and time, a loader while there are
 * no messages, bot messages as markdown on the left, the user's as plain text on the right (one
 * whose send failed marked 'Not sent', with 'Send again'), and the typing dots.
 */
export function ChatMessages({
  agentName,
  startedAt,
  messages,
  typing,
  onSendAgain,
  offline,
  ended,
}: ChatMessagesProps) {
  const idPrefix = useId();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" ta="center" role="note">
        You are chatting with {agentName}
        <br />
        <time dateTime={new Date(startedAt).toISOString()}>{startedAtText(startedAt)}</time>
      </Text>
      {messages.length === 0 && <Loader size="sm" mx="auto" aria-label="Starting the chat" />}
      <Stack gap="xs" role="log" aria-label="Chat messages">
        {messages.map((message) =>
          message.sender === 'bot' ? (
            <Paper
              key={message.id}
              withBorder
              px="sm"
              py={4}
              radius="md"
              maw="85%"
              aria-label={`${agentName} said`}
              role="article"
            >
              <BotMessage text={message.text} />
            </Paper>
          ) : (
            <Box
              key={message.id}
              style={{ alignSelf: 'flex-end' }}
              maw="85%"
              role="article"
              aria-label="You said"
            >
              <Paper bg="var(--mantine-primary-color-light)" px="sm" py={6} radius="md">
                <Text
                  id={`${idPrefix}-${message.id}`}
                  dir="auto"
                  size="sm"
                  style={{ whiteSpace: 'pre-wrap', ...wrapsLongWords }}
                >
                  {message.text}
                </Text>
              </Paper>
              {message.notSent && (
                <Group gap="xs" justify="flex-end" mt={2}>
                  <Text size="xs" c="dimmed">
                    {NOT_SENT_TEXT}
                  </Text>
                  {/* Several may be listed: each is described by the message it sends (walkthrough 8, defect 10). */}
                  {!ended && (
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      aria-describedby={`${idPrefix}-${message.id}`}
                      disabled={offline}
                      onClick={() => onSendAgain(message.text, message.sendId)}
                    >
                      Send again
                    </Button>
                  )}
                </Group>
              )}
            </Box>
          ),
        )}
      </Stack>
      {typing && <TypingDots agentName={agentName} />}
    </Stack>
  );
}
