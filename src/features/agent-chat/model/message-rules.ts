import { CHAT_MESSAGE_MAX_LENGTH } from '../../../contracts/help-chat';
import { hasVisibleText, textLength } from '../../../contracts/user-text';
import { tooLongProblem } from '../../../core/format/length-limit';

/** What is needed to send (S2 §4–5): a conversation and a token endpoint to send it through. */
export interface SendContext {
  conversationId: string | undefined;
  tokenEndpointURL: string | undefined;
  /** The network monitor's view: offline the message would be lost (docs/agent-chat.md). */
  connected: boolean;
}

/**
 * The send button shows only when the trimmed text is non-empty (S2 §2): visible text, so a
 * zero-width space alone is blank as it is for titles (contracts/user-text.ts).
 */
export const hasText = (draft: string): boolean => hasVisibleText(draft);

/**
 * S2 §4–5: sending is ignored when the text is blank, longer than 2000 characters, or there is no
 * conversation id or token endpoint. The text goes as typed (the box keeps line breaks). Offline it
 * is not sent either, and stays in the box: a failed send shows nothing (S2 §8), so a message sent
 * offline would look delivered and be gone.
 */
export function messageToSend(draft: string, context: SendContext): string | undefined {
  if (!hasText(draft) || draftProblem(draft)) return undefined;
  if (!context.conversationId || !context.tokenEndpointURL || !context.connected) return undefined;
  return draft;
}

/**
 * Why the draft cannot be sent as it is: over 2000 characters, counted as the contract counts them
 * (an emoji is one). The box keeps all of it and says so under itself, and the send button is off
 * until it is brought down: the box used to cut a paste at the limit without a word (walkthrough
 * 35, D2).
 */
export const draftProblem = (draft: string): string | undefined =>
  tooLongProblem(draft, CHAT_MESSAGE_MAX_LENGTH, 'A message');

/** The counter under the box: always visible, so the limit is known before it is reached. */
export const draftCounter = (draft: string): string => `${textLength(draft)} / ${CHAT_MESSAGE_MAX_LENGTH}`;

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  /** An input method (e.g. Japanese) is composing: its Enter confirms the composition. */
  isComposing: boolean;
}

/** Enter sends, Shift+Enter adds a line (S2 §2); anything else is ordinary typing. */
export function keyIntent(press: KeyPress): 'send' | 'type' {
  return press.key === 'Enter' && !press.shiftKey && !press.isComposing ? 'send' : 'type';
}
