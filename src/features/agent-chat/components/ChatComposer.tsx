import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { useId } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../contracts/help-chat';
import { draftCounter, hasText, keyIntent } from '../model/message-rules';

/** S2 §9: the text box is at most 100 px high; it scrolls beyond that. */
const TEXT_BOX_MAX_HEIGHT_PX = 100;

interface ChatComposerProps {
  draft: string;
  onChange: (text: string) => void;
  onSend: () => void;
}

function SendIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M2 21l21-9L2 3v7l15 2-15 2z" />
    </svg>
  );
}

/**
 * The multi-line box (S2 §2): 'Type your message...', at most 2000 characters with the count
 * always visible, Enter sends and Shift+Enter adds a line; the send button only for non-blank text.
 */
export function ChatComposer({ draft, onChange, onSend }: ChatComposerProps) {
  const counterId = useId();
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap" px="md" pb="md" pt="xs">
      <div style={{ flex: 1 }}>
        <Textarea
          aria-label="Message"
          aria-describedby={counterId}
          placeholder="Type your message..."
          autosize
          minRows={1}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={draft}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (keyIntent({ ...event, isComposing: event.nativeEvent.isComposing }) !== 'send') return;
            event.preventDefault();
            onSend();
          }}
          styles={{ input: { maxHeight: TEXT_BOX_MAX_HEIGHT_PX, overflowY: 'auto' } }}
        />
        <Text id={counterId} size="xs" c="dimmed" ta="right">
          {draftCounter(draft)}
        </Text>
      </div>
      {hasText(draft) && (
        <ActionIcon size="lg" aria-label="Send message" onClick={onSend} mb={22}>
          <SendIcon />
        </ActionIcon>
      )}
    </Group>
  );
}
