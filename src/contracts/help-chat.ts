import type { HelpAgent } from './help';
import { hasVisibleText, textLength } from './user-text';
import { z } from './zod';

/*
 * The help-agent chat (S2 §2 'Help-agent chat modal', §3 Chat, §4 Chat, §5, §7): the bodies of
 * POST help/start and help/message, the Direct Line style activities they answer, and the rules
 * the chat screen and the reference server both apply.
 */

/** S2 §5 and §9: a chat message is at most 2000 characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** `from.id` of an activity the user sent (S2 §3); any other id is the bot. */
export const CHAT_USER_ID = 'user';

/**
 * The connection string of the reference server's built-in help bot: it answers from the help
 * topics, so the chat works on one machine with no internet (docs/agent-chat.md). Any http(s)
 * connection string is a Direct Line token endpoint the server relays to.
 */
export const BUILT_IN_HELP_BOT = 'builtin:help-topics';

/**
 * A Direct Line style activity (S2 §3): type, text, from.id, conversation.id. Real Direct Line
 * activities carry many more fields; they pass through unread.
 */
export const chatActivitySchema = z.looseObject({
  type: z.string(),
  text: z.optional(z.string()),
  from: z.optional(z.looseObject({ id: z.string() })),
  conversation: z.optional(z.looseObject({ id: z.string() })),
});
export type ChatActivity = z.infer<typeof chatActivitySchema>;

export const chatBearerTokenSchema = z.string().check(z.minLength(1, 'A bearer token is required.'));
const directConnectUrlSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'A connection (token endpoint) is required.'));

/** POST help/start (S2 §7). */
export const helpStartRequestSchema = z.object({
  bearerToken: chatBearerTokenSchema,
  directConnectUrl: directConnectUrlSchema,
});
export type HelpStartRequest = z.infer<typeof helpStartRequestSchema>;

/** POST help/message (S2 §7); the message follows the S2 §5 rules. */
export const helpMessageRequestSchema = z.object({
  conversationId: z.string().check(z.minLength(1, 'A conversation id is required.')),
  message: z.string().check(
    z.refine(hasVisibleText, 'A blank message is not sent.'),
    z.refine(
      (text) => textLength(text) <= CHAT_MESSAGE_MAX_LENGTH,
      `A message is at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
    ),
  ),
  bearerToken: chatBearerTokenSchema,
  directConnectUrl: directConnectUrlSchema,
});
export type HelpMessageRequest = z.infer<typeof helpMessageRequestSchema>;

/** help/start answers an array of activities; help/message an array or a single activity (S2 §7). */
export const helpStartResponseSchema = z.array(chatActivitySchema);
export const helpMessageResponseSchema = z.union([z.array(chatActivitySchema), chatActivitySchema]);

/** GET help/token: the chat's bearer token in the local sign-in mode (docs/agent-chat.md). */
export const helpChatTokenSchema = z.object({
  token: z.string().check(z.minLength(1)),
  /** Epoch ms, on the server's clock; the client moves it onto the device's (`tokenExpiry`). */
  expiresAt: z.number(),
});

/** One activity or many, as a list. */
export const activityList = (answer: ChatActivity | readonly ChatActivity[]): ChatActivity[] =>
  Array.isArray(answer) ? [...answer] : [answer as ChatActivity];

/** S2 §3: the conversation id is taken from the first or the second activity of the start answer. */
export function conversationIdOf(activities: readonly ChatActivity[]): string | undefined {
  return activities.slice(0, 2).find((activity) => activity.conversation?.id)?.conversation?.id;
}

/** S2 §4: each reply with type message and non-empty text is shown; the user's own echoes are not. */
export function botMessagesOf(activities: readonly ChatActivity[]): string[] {
  return activities
    .filter(
      (activity) =>
        activity.type === 'message' &&
        activity.from?.id !== CHAT_USER_ID &&
        typeof activity.text === 'string' &&
        activity.text.trim() !== '',
    )
    .map((activity) => activity.text as string);
}

/** An agent the chat can talk to: the agent's name and its token endpoint (connection string). */
export interface ChatAgent {
  agentId: number;
  agentName: string;
  tokenEndpointURL: string;
}

/** S2 §2: the chat button appears only when the page's agent has an id and a tokenEndpointURL. */
export function chatAgentOf(agent: HelpAgent | null | undefined): ChatAgent | undefined {
  if (!agent || agent.id === null || !agent.tokenEndpointURL?.trim()) return undefined;
  return { agentId: agent.id, agentName: agent.agentName, tokenEndpointURL: agent.tokenEndpointURL };
}
