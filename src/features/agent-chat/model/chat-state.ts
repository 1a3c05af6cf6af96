import { botMessagesOf, type ChatActivity, conversationIdOf } from '../../../contracts/help-chat';
import { clampDraft } from './message-rules';

/** A chat message (S2 §3): the user's as text, the bot's as markdown. */
export interface ChatMessage {
  /** Position in the conversation: a stable React key. */
  id: number;
  sender: 'user' | 'bot';
  text: string;
}

/** One opened chat (S2 §4 Chat): what the modal shows. */
export interface ChatState {
  /** When the chat was opened: the notice shows it as the start date and time. */
  startedAt: number;
  messages: ChatMessage[];
  /** From the first or second activity of the start answer; undefined until it started. */
  conversationId: string | undefined;
  typing: boolean;
  draft: string;
}

export type ChatEvent =
  | { type: 'started'; activities: readonly ChatActivity[] }
  | { type: 'sent'; text: string }
  | { type: 'replied'; activities: readonly ChatActivity[] }
  | { type: 'draftChanged'; text: string };

/** Opening the chat when it is not shown (S2 §4): no messages, a new timestamp, an empty draft. */
export const openedChat = (now: number): ChatState => ({
  startedAt: now,
  messages: [],
  conversationId: undefined,
  typing: false,
  draft: '',
});

function withBotMessages(state: ChatState, activities: readonly ChatActivity[]): ChatMessage[] {
  const replies = botMessagesOf(activities).map((text, i) => ({
    id: state.messages.length + i,
    sender: 'bot' as const,
    text,
  }));
  return [...state.messages, ...replies];
}

/**
 * The chat's transitions (S2 §4): the start answer sets the conversation and appends the
 * initial bot messages; sending appends the user's message, clears the box and turns typing on;
 * the reply (an empty list when it failed, S2 §8) turns typing off and appends its messages.
 */
export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'started':
      return {
        ...state,
        conversationId: conversationIdOf(event.activities),
        messages: withBotMessages(state, event.activities),
      };
    case 'sent':
      return {
        ...state,
        messages: [...state.messages, { id: state.messages.length, sender: 'user', text: event.text }],
        draft: '',
        typing: true,
      };
    case 'replied':
      return { ...state, typing: false, messages: withBotMessages(state, event.activities) };
    case 'draftChanged':
      return { ...state, draft: clampDraft(event.text) };
  }
}
