import { ActionIcon, Group, Textarea } from '@mantine/core';
import { useId, useRef } from 'react';
import { CHAT_OFFLINE_HINT } from '../../../core/ui/HelpAgentChatButton';
import { useFocusLanding } from '../../../core/ui/useFocusLanding';
import { draftCounter, draftProblem, hasText, keyIntent } from '../model/message-rules';

/** S2 §9: the text box is at most 100 px high; it scrolls beyond that. */
const TEXT_BOX_MAX_HEIGHT_PX = 100;

interface ChatComposerProps {
  draft: string;
  onChange: (text: string) => void;
  onSend: () => void;
  /** Offline nothing is sent: the box keeps the text, the hint says why. */
  offline: boolean;
  /** Why the chat has ended (its agent is gone): nothing is sent, the box keeps the text, the hint says it. */
  ended?: string | undefined;
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
 * A longer text stays whole in the box, which says it is too long; the send button is off, with
 * that message as its description, until it is brought down (walkthrough 35, D2).
 * Offline the text can still be written; the send button is off and 'Chatting needs a connection.'
 * shows under the box (the same words as the chat button's). A chat whose agent is gone says so
 * there instead, and sends nothing more (docs/agent-chat.md).
 */
export function ChatComposer({ draft, onChange, onSend, offline, ended }: ChatComposerProps) {
  const hint = ended ?? (offline ? CHAT_OFFLINE_HINT : '');
  // The send button goes with the text it sent (it shows only for non-blank text) and is disabled
  // when the connection goes: a focus on it then lands in the box, ready for the next question.
  // Before, it fell to the page's body and the next Tab went to 'Skip to main content'
  // (walkthrough 32, D2).
  const box = useRef<HTMLDivElement>(null);
  useFocusLanding(box);
  const tooLong = draftProblem(draft);
  const boxId = useId();
  return (
    <Group ref={box} align="flex-end" gap="xs" wrap="nowrap" px="md" pb="md" pt="xs">
      <Textarea
        style={{ flex: 1 }}
        id={boxId}
        aria-label="Message"
        dir="auto"
        placeholder="Type your message..."
        // The panel puts the focus here as the chat opens (FloatingPanel).
        data-autofocus
        data-focus-landing
        autosize
        minRows={1}
        value={draft}
        error={tooLong}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (keyIntent({ ...event, isComposing: event.nativeEvent.isComposing }) !== 'send') return;
          event.preventDefault();
          onSend();
        }}
        // Under the box, and the box's description (Mantine links it with aria-describedby).
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          <>
            <span role={ended ? 'alert' : offline ? 'status' : undefined}>{hint}</span>
            <span>{draftCounter(draft)}</span>
          </>
        }
        styles={{
          input: { maxHeight: TEXT_BOX_MAX_HEIGHT_PX, overflowY: 'auto' },
          description: { display: 'flex', justifyContent: 'space-between', gap: 8, marginTop: 4 },
        }}
      />
      {hasText(draft) && (
        <ActionIcon
          size="lg"
          aria-label="Send message"
          disabled={offline || ended !== undefined || tooLong !== undefined}
          // Mantine's id for the box's error: the message is the button's reason too.
          aria-describedby={tooLong ? `${boxId}-error` : undefined}
          onClick={onSend}
          mb={22}
        >
          <SendIcon />
        </ActionIcon>
      )}
    </Group>
  );
}
