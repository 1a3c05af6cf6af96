import { Box } from '@mantine/core';
import { useEffect, useReducer, useRef } from 'react';
import { botMessagesOf, type ChatActivity, type ChatAgent } from '../../../contracts/help-chat';
import { useNetworkStatus } from '../../../core/network/useNetworkStatus';
import { FloatingPanel } from '../../../core/ui/FloatingPanel';
import { FLOATING_PANEL_MIN_WIDTH_PX } from '../../../core/ui/panel-geometry';
import { sendChatMessage, startConversation } from '../chat-service';
import { chatReducer, openedChat } from '../model/chat-state';
import { messageToSend } from '../model/message-rules';
import { playChatSound } from '../sounds';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';

/** S2 §2, §9: the view scrolls to the bottom 100 ms after each message. */
const SCROLL_DELAY_MS = 100;

interface ChatSessionProps {
  agent: ChatAgent;
  onClose: () => void;
}

/** One opened chat in the movable, resizable, non-blocking 'Chat {agentName}' panel (S2 §2). */
export function ChatSession({ agent, onClose }: ChatSessionProps) {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => openedChat(Date.now()));
  const scroller = useRef<HTMLDivElement>(null);
  const mounted = useRef(true);
  const connected = useNetworkStatus().isConnected;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The receive sound plays once per reply batch that holds a bot message (S2 §2).
  const received = (event: 'started' | 'replied', activities: ChatActivity[]) => {
    if (!mounted.current) return;
    dispatch({ type: event, activities });
    if (botMessagesOf(activities).length > 0) playChatSound('receive');
  };

  // Opening starts a conversation (S2 §4); the chat button only offers agents with a token endpoint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened chat (keyed by agent)
  useEffect(() => {
    void startConversation(agent).then((activities) => received('started', activities));
  }, []);

  useEffect(() => {
    if (state.messages.length === 0) return;
    const timer = window.setTimeout(() => {
      const view = scroller.current;
      view?.scrollTo?.({ top: view.scrollHeight, behavior: 'smooth' });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.messages.length]);

  const send = () => {
    const { conversationId } = state;
    const text = messageToSend(state.draft, {
      conversationId,
      tokenEndpointURL: agent.tokenEndpointURL,
      connected,
    });
    if (text === undefined || conversationId === undefined) return;
    dispatch({ type: 'sent', text });
    playChatSound('send');
    void sendChatMessage(agent, conversationId, text).then((activities) => received('replied', activities));
  };

  return (
    <FloatingPanel
      title={`Chat ${agent.agentName}`}
      opened
      onClose={onClose}
      minWidth={FLOATING_PANEL_MIN_WIDTH_PX}
    >
      <Box ref={scroller} px="md" py="xs" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <ChatMessages
          agentName={agent.agentName}
          startedAt={state.startedAt}
          messages={state.messages}
          typing={state.typing}
        />
      </Box>
      <ChatComposer
        draft={state.draft}
        onChange={(text) => dispatch({ type: 'draftChanged', text })}
        onSend={send}
        offline={!connected}
      />
    </FloatingPanel>
  );
}
