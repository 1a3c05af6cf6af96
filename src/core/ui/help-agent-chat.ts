import type { ChatAgent } from '../../contracts/help-chat';
import { atom } from '../state/jotai';

/**
 * The help-agent chat the user asked for, or null when the chat is not shown (S2 §4: the
 * help-agent-visible flag). In core because the help overlay's chat button opens it and the
 * agent-chat feature shows it: features do not import each other.
 */
export const helpAgentChatAtom = atom<ChatAgent | null>(null);
