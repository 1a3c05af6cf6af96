import { endpoint } from './endpoint';
import {
  helpChatTokenSchema,
  helpMessageRequestSchema,
  helpMessageResponseSchema,
  helpStartRequestSchema,
  helpStartResponseSchema,
} from './help-chat';

/**
 * help/message's 410: the chat's agent was deleted, or its connection changed, while the chat was
 * open. The chat shows the server's words and sends nothing more (docs/agent-chat.md). Here, not in
 * help-chat.ts, which the first screen loads.
 */
export const HELP_AGENT_GONE_STATUS = 410;
export const HELP_AGENT_GONE_MESSAGE = 'This help agent is no longer available, so this chat has ended.';

/** The help agent's chat (S2 §7), spread into `api`. */
export const helpChatEndpoints = {
  /** Help-agent chat (S2 §7): starts a conversation with the agent behind `directConnectUrl`. */
  helpStart: endpoint({
    method: 'POST',
    path: 'help/start',
    body: helpStartRequestSchema,
    response: helpStartResponseSchema,
  }),
  /**
   * Help-agent chat (S2 §7): sends one message; answers the bot's reply activities. 404: no such
   * conversation of the user's; 410: its agent is gone (`HELP_AGENT_GONE_STATUS`).
   */
  helpMessage: endpoint({
    method: 'POST',
    path: 'help/message',
    body: helpMessageRequestSchema,
    response: helpMessageResponseSchema,
  }),
  /** The chat's bearer token in the local sign-in mode (with MSAL it comes from Entra ID). */
  helpChatToken: endpoint({
    method: 'GET',
    path: 'help/token',
    body: undefined,
    response: helpChatTokenSchema,
    tokenExpiry: true,
  }),
} as const;
