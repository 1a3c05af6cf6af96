import { Box } from '@mantine/core';
import { useEffect, useReducer, useRef, useState } from 'react';
import { botMessagesOf, type ChatActivity, type ChatAgent } from '../../../contracts/help-chat';
import { newCreateKey } from '../../../core/api/create-key';
import { useNetworkStatus } from '../../../core/network/useNetworkStatus';
import { ConfirmDelete } from '../../../core/ui/ConfirmDelete';
import { FloatingPanel } from '../../../core/ui/FloatingPanel';
import { helpAgentChatAtom } from '../../../core/ui/help-agent-chat';
import { FLOATING_PANEL_MIN_WIDTH_PX } from '../../../core/ui/panel-geometry';
import { sendChatMessage, startConversation } from '../chat-service';
import { chatReducer, openedChat } from '../model/chat-state';
import { CLOSE_CHAT_CONFIRM, CLOSE_CHAT_TITLE, closingLosesQuestion } from '../model/closing';
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
  // Closing with text in the box or a 'Not sent' message asks first: they go with the chat.
  const [askingToClose, setAskingToClose] = useState(false);
  const closingLoses = closingLosesQuestion(state);
  const close = () => (closingLoses ? setAskingToClose(true) : onClose());

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

  const context = {
    conversationId: state.conversationId,
    tokenEndpointURL: agent.tokenEndpointURL,
    // A chat whose agent is gone sends nothing more, as offline (the box keeps the text).
    connected: connected && state.ended === undefined,
  };

  /**
   * Sends `text` as send `sendId` (also its Idempotency-Key: Send again asks the agent once); a
   * failure marks the message 'Not sent' (docs/agent-chat.md).
   */
  const deliver = (conversationId: string, text: string, sendId: string) => {
    playChatSound('send');
    void sendChatMessage(agent, { conversationId, message: text, sendId }).then((answer) => {
      if (Array.isArray(answer)) received('replied', answer);
      else if (mounted.current) dispatch({ type: 'notSent', sendId, ended: answer?.ended });
    });
  };

  const send = () => {
    const { conversationId } = state;
    const text = messageToSend(state.draft, context);
    if (text === undefined || conversationId === undefined) return;
    const sendId = newCreateKey();
    dispatch({ type: 'sent', text, sendId });
    deliver(conversationId, text, sendId);
  };

  // The same rules as the box: offline (or with no conversation) it waits, still marked.
  const sendAgain = (text: string, sendId: string) => {
    const { conversationId } = state;
    if (messageToSend(text, context) === undefined || conversationId === undefined) return;
    dispatch({ type: 'resent', sendId });
    deliver(conversationId, text, sendId);
  };

  return (
    <FloatingPanel
      title={`Chat ${agent.agentName}`}
      opened
      onClose={close}
      minWidth={FLOATING_PANEL_MIN_WIDTH_PX}
      openedBy={helpAgentChatAtom}
    >
      <Box ref={scroller} px="md" py="xs" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <ChatMessages
          agentName={agent.agentName}
          startedAt={state.startedAt}
          messages={state.messages}
          typing={state.typing}
          onSendAgain={sendAgain}
          offline={!connected}
          ended={state.ended !== undefined}
        />
      </Box>
      <ChatComposer
        draft={state.draft}
        onChange={(text) => dispatch({ type: 'draftChanged', text })}
        onSend={send}
        offline={!connected}
        ended={state.ended}
      />
      <ConfirmDelete
        title={CLOSE_CHAT_TITLE}
        question={closingLoses ?? ''}
        confirmLabel={CLOSE_CHAT_CONFIRM}
        opened={askingToClose && closingLoses !== undefined}
        deleting={false}
        onConfirm={onClose}
        onCancel={() => setAskingToClose(false)}
      />
    </FloatingPanel>
  );
}
