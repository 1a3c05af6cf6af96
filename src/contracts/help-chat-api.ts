import { endpoint } from './endpoint';
import {
  helpChatTokenSchema,
  helpMessageRequestSchema,
  helpMessageResponseSchema,
  helpStartRequestSchema,
  helpStartResponseSchema,
} from './help-chat';

/** The help agent's chat (S2 §7), spread into `api`. */
export const helpChatEndpoints = {
  /** Help-agent chat (S2 §7): starts a conversation with the agent behind `directConnectUrl`. */
  helpStart: endpoint({
    method: 'POST',
    path: 'help/start',
    body: helpStartRequestSchema,
    response: helpStartResponseSchema,
  }),
  /** Help-agent chat (S2 §7): sends one message; answers the bot's reply activities. */
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
