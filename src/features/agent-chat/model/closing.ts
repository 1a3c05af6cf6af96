import type { ChatState } from './chat-state';
import { hasText } from './message-rules';

/** The confirmation's title and button when closing would lose something (docs/agent-chat.md). */
export const CLOSE_CHAT_TITLE = 'Close the chat?';
export const CLOSE_CHAT_CONFIRM = 'Close chat';

/**
 * What closing the chat would lose, asked as the confirmation's question: text in the box and
 * messages marked 'Not sent' (the conversation ends with the panel, and they go with it). Nothing
 * to lose, nothing to ask: undefined.
 */
export function closingLosesQuestion(
  state: Pick<ChatState, 'draft' | 'messages'> & Partial<Pick<ChatState, 'ended'>>,
): string | undefined {
  const typed = hasText(state.draft);
  const notSent = state.messages.filter((message) => message.sender === 'user' && message.notSent).length;
  if (!typed && notSent === 0) return undefined;
  const lost = [
    ...(typed ? ['the unsent message in the box'] : []),
    ...(notSent === 1 ? ["1 message marked 'Not sent'"] : []),
    ...(notSent > 1 ? [`${notSent} messages marked 'Not sent'`] : []),
  ];
  const pronoun = (typed ? 1 : 0) + notSent > 1 ? 'them' : 'it';
  // A chat whose agent is gone sends nothing more: what is kept can only be copied.
  const keep = state.ended === undefined ? 'send' : 'copy';
  return `Closing the chat loses ${lost.join(' and ')}. Cancel keeps the chat open, so you can ${keep} ${pronoun} first.`;
}
