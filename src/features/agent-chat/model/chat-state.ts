import { botMessagesOf, type ChatActivity, conversationIdOf } from '../../../contracts/help-chat';

/** A chat message (S2 §3): the user's as text, the bot's as markdown. */
export type ChatMessage =
  | {
      /** Unique in the conversation: a stable React key. */
      id: number;
      sender: 'bot';
      text: string;
    }
  | {
      id: number;
      sender: 'user';
      text: string;
      /**
       * Which send this message is: its failure (or its resend) finds it by this. A uuid made when
       * the message is first sent and kept by Send again: it goes as the message's Idempotency-Key,
       * so a Send again after a lost answer gets the first answer, the agent asked once.
       */
      sendId: string;
      /** The send failed: the message stays, marked, with a way to send it again. */
      notSent: boolean;
    };

/** One opened chat (S2 §4 Chat): what the modal shows. */
export interface ChatState {
  /** When the chat was opened: the notice shows it as the start date and time. */
  startedAt: number;
  messages: ChatMessage[];
  /** The next message's id (ids are never reused: a resent message moves to the end). */
  nextId: number;
  /** From the first or second activity of the start answer; undefined until it started. */
  conversationId: string | undefined;
  typing: boolean;
  draft: string;
  /**
   * Why nothing more can be sent (the server's words: the agent was deleted or re-pointed while
   * the chat was open, walkthrough 14, D7); undefined while the chat goes on.
   */
  ended: string | undefined;
}

export type ChatEvent =
  | { type: 'started'; activities: readonly ChatActivity[] }
  /** The box's text goes; `sendId` is the caller's, unique in this chat. */
  | { type: 'sent'; text: string; sendId: string }
  | { type: 'replied'; activities: readonly ChatActivity[] }
  /** The send `sendId` failed (already logged, S2 §8); `ended` when the chat cannot go on. */
  | { type: 'notSent'; sendId: string; ended?: string }
  /** A message marked not sent goes again. */
  | { type: 'resent'; sendId: string }
  | { type: 'draftChanged'; text: string };

/** Opening the chat when it is not shown (S2 §4): no messages, a new timestamp, an empty draft. */
export const openedChat = (now: number): ChatState => ({
  startedAt: now,
  messages: [],
  nextId: 0,
  conversationId: undefined,
  typing: false,
  draft: '',
  ended: undefined,
});

function withBotMessages(state: ChatState, activities: readonly ChatActivity[]): ChatState {
  const replies = botMessagesOf(activities).map((text, i) => ({
    id: state.nextId + i,
    sender: 'bot' as const,
    text,
  }));
  return { ...state, messages: [...state.messages, ...replies], nextId: state.nextId + replies.length };
}

const withUserMessage = (state: ChatState, text: string, sendId: string): ChatState => ({
  ...state,
  messages: [...state.messages, { id: state.nextId, sender: 'user', text, sendId, notSent: false }],
  nextId: state.nextId + 1,
  typing: true,
});

const isSend = (message: ChatMessage, sendId: string) =>
  message.sender === 'user' && message.sendId === sendId;

/**
 * The chat's transitions (S2 §4): the start answer sets the conversation and appends the
 * initial bot messages; sending appends the user's message, clears the box and turns typing on;
 * the reply turns typing off and appends its messages. A failed send (S2 §8 only logs it) turns
 * typing off and marks the message 'Not sent' instead of leaving it looking delivered; sending it
 * again moves it to the end, where its answer will follow (docs/agent-chat.md).
 */
export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'started':
      return {
        ...withBotMessages(state, event.activities),
        conversationId: conversationIdOf(event.activities),
      };
    case 'sent':
      return { ...withUserMessage(state, event.text, event.sendId), draft: '' };
    case 'replied':
      return { ...withBotMessages(state, event.activities), typing: false };
    case 'notSent':
      return {
        ...state,
        typing: false,
        ended: state.ended ?? event.ended,
        messages: state.messages.map((message) =>
          isSend(message, event.sendId) ? { ...message, notSent: true } : message,
        ),
      };
    case 'resent': {
      const failed = state.messages.find((message) => isSend(message, event.sendId));
      // Only a message marked not sent goes again (a second click finds it on its way).
      if (failed?.sender !== 'user' || !failed.notSent) return state;
      const others = { ...state, messages: state.messages.filter((message) => message !== failed) };
      return withUserMessage(others, failed.text, event.sendId);
    }
    case 'draftChanged':
      return { ...state, draft: event.text };
  }
}
