import type { HelpAgent } from '../../contracts/help';
import { atom } from '../state/jotai';

/**
 * A request to open the help-agent chat (S2 §2) for a page's agent, or null. In core because the
 * help overlay shows the chat button and the agent-chat feature shows the chat: features do not
 * import each other. The chat sets it back to null when it has taken the request.
 */
export const helpChatRequestAtom = atom<HelpAgent | null>(null);

/** The chat button shows only when the page's help agent has an id and a tokenEndpointURL (S2 §2). */
export const showsChatButton = (agent: HelpAgent | null | undefined): agent is HelpAgent =>
  agent != null && agent.id !== null && (agent.tokenEndpointURL ?? '').trim() !== '';
