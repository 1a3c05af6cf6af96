import type { MsalConfig } from '../../contracts/config';
import { activityList, type ChatActivity, type ChatAgent } from '../../contracts/help-chat';
import { HELP_AGENT_GONE_STATUS, helpChatEndpoints } from '../../contracts/help-chat-api';
import { isApiError } from '../../core/api/api-error';
import { appApi } from '../../core/api/app-api';
import { createKeyOption } from '../../core/api/create-key';
import { getSession } from '../../core/auth/session-state';
import { appConfig } from '../../core/config/app-config';
import { acquireChatToken, ChatFailure, ChatFailureMessage, type ChatMsal } from './model/chat-token';

/**
 * The chat's calls (S2 §4, §7, §8), through the request layer. Every failure is logged to the
 * console with its S2 §8 message. A failed start answers an empty list (the chat stays empty); a
 * failed send answers undefined, so the screen can mark the message 'Not sent' rather than let it
 * look delivered (docs/agent-chat.md).
 */

/** The local-mode chat token, reused by the same user until a minute before it expires. */
let localToken: { userId: number; token: string; expiresAt: number } | undefined;
const TOKEN_MARGIN_MS = 60_000;

async function localChatToken(): Promise<string> {
  const userId = getSession()?.user.id;
  if (localToken && localToken.userId === userId && localToken.expiresAt - TOKEN_MARGIN_MS > Date.now())
    return localToken.token;
  const issued = await appApi().call(helpChatEndpoints.helpChatToken);
  if (userId !== undefined) localToken = { userId, ...issued };
  return issued.token;
}

/** Where the chat's MSAL comes from (a parameter of the calls below, so tests hand in a fake one). */
export type ChatMsalSource = (config: MsalConfig) => Promise<ChatMsal>;

/** The app's one MSAL instance, loaded only in MSAL mode so the local default never downloads it. */
const appMsal: ChatMsalSource = async (config) => (await import('../../core/auth/msal')).msal(config);

/**
 * The chat's bearer token: with Entra ID (MSAL) sign-in, from the identity provider in the S2 §4
 * order; with the reference server's local sign-in, from GET help/token (docs/agent-chat.md).
 */
async function chatBearerToken(msal: ChatMsalSource): Promise<string> {
  const { auth } = appConfig();
  if (auth.mode === 'msal') return acquireChatToken(await msal(auth));
  try {
    return await localChatToken();
  } catch {
    throw new ChatFailure(ChatFailureMessage.token);
  }
}

/** The activities `run` answers, or undefined once its failure is logged. */
async function withFailureLogged(
  failure: string,
  run: () => Promise<ChatActivity[]>,
): Promise<ChatActivity[] | undefined> {
  try {
    return await run();
  } catch (error) {
    console.error(error instanceof ChatFailure ? error.message : failure);
    return undefined;
  }
}

/** A send the server refused because the chat's agent is gone (410): its words, for the chat to show. */
export interface ChatEnded {
  ended: string;
}

/** POST help/start: the start answer's activities (conversation id and greeting), or [] on failure. */
export const startConversation = async (agent: ChatAgent, msal = appMsal): Promise<ChatActivity[]> =>
  (await withFailureLogged(ChatFailureMessage.start, async () =>
    appApi().call(helpChatEndpoints.helpStart, {
      body: { bearerToken: await chatBearerToken(msal), directConnectUrl: agent.tokenEndpointURL },
    }),
  )) ?? [];

/** One message of a conversation; `sendId` is the same for every send of it (Send again). */
export interface ChatSend {
  conversationId: string;
  message: string;
  sendId: string;
}

/**
 * POST help/message: the reply's activities, or undefined when the send failed (logged), or
 * `ChatEnded` when it failed because the agent was deleted or re-pointed (logged too). The
 * message's `sendId` goes as its Idempotency-Key: when an earlier send reached the agent and only
 * its answer was lost, the server answers that first answer instead of asking again.
 */
export const sendChatMessage = (
  agent: ChatAgent,
  { conversationId, message, sendId }: ChatSend,
  msal = appMsal,
): Promise<ChatActivity[] | ChatEnded | undefined> => {
  let ended: ChatEnded | undefined;
  const sent = withFailureLogged(ChatFailureMessage.send, async () => {
    try {
      return activityList(
        await appApi().call(helpChatEndpoints.helpMessage, {
          ...createKeyOption(sendId),
          body: {
            conversationId,
            message,
            bearerToken: await chatBearerToken(msal),
            directConnectUrl: agent.tokenEndpointURL,
          },
        }),
      );
    } catch (error) {
      if (isApiError(error) && error.kind === 'http' && error.status === HELP_AGENT_GONE_STATUS)
        ended = { ended: error.message };
      throw error;
    }
  });
  return sent.then((activities) => activities ?? ended);
};
