import { CHAT_USER_ID, type ChatActivity, chatActivitySchema } from '../../contracts/help-chat';
import { z } from '../../contracts/zod';
import { HttpError } from '../http/http-error';

/*
 * The relay to a real agent (Copilot Studio or any Direct Line 3.0 bot): the connection string is
 * the agent's token endpoint; the conversation runs on the Direct Line REST API
 * (docs/agent-chat.md). Stateless: what a conversation needs next time is returned to the caller,
 * who keeps it in SQLite.
 */

export interface RelayedConversation {
  conversationId: string;
  /** The Direct Line token of this conversation. */
  token: string;
  /** How far the activities were read (Direct Line's watermark); undefined before the first read. */
  watermark: string | undefined;
}

export interface RelayAnswer {
  conversation: RelayedConversation;
  /** The bot's activities since the last read. */
  activities: ChatActivity[];
}

export interface DirectLineRelayOptions {
  /** Direct Line 3.0 base, e.g. https://directline.botframework.com/v3/directline. */
  domain: string;
  fetch?: typeof fetch;
  /** How often and how long to read activities while waiting for the bot's reply. */
  pollIntervalMs?: number;
  replyTimeoutMs?: number;
}

const tokenAnswerSchema = z.looseObject({ token: z.string().check(z.minLength(1)) });
const conversationAnswerSchema = z.looseObject({
  conversationId: z.string().check(z.minLength(1)),
  token: z.optional(z.string()),
});
const activitySetSchema = z.looseObject({
  activities: z.array(chatActivitySchema),
  watermark: z.nullish(z.string()),
});

/** The agent could not be reached or answered nonsense: 502, the client logs its S2 §8 message. */
const badGateway = (what: string) => new HttpError(502, `The help agent's ${what} failed.`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDirectLineRelay(options: DirectLineRelayOptions) {
  const send = options.fetch ?? fetch;
  const pollIntervalMs = options.pollIntervalMs ?? 400;
  const replyTimeoutMs = options.replyTimeoutMs ?? 10_000;

  async function json<T>(what: string, schema: z.ZodMiniType<T>, url: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await send(url, { ...init, signal: AbortSignal.timeout(replyTimeoutMs) });
    } catch {
      throw badGateway(what);
    }
    if (!response.ok) throw badGateway(what);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw badGateway(what);
    return parsed.data;
  }

  const headers = (token: string) => ({ authorization: `Bearer ${token}` });
  const activitiesUrl = (conversationId: string) =>
    `${options.domain}/conversations/${encodeURIComponent(conversationId)}/activities`;

  async function postActivity(conversation: RelayedConversation, activity: Record<string, unknown>) {
    await json('message', z.unknown(), activitiesUrl(conversation.conversationId), {
      method: 'POST',
      headers: { ...headers(conversation.token), 'content-type': 'application/json' },
      body: JSON.stringify({ from: { id: CHAT_USER_ID }, ...activity }),
    });
  }

  /**
   * Reads activities after the watermark until the bot has sent a message, or the wait is over
   * (an agent that says nothing answers an empty list). The user's own echoes are left out.
   */
  async function readReplies(conversation: RelayedConversation): Promise<RelayAnswer> {
    const deadline = Date.now() + replyTimeoutMs;
    let current = conversation;
    const replies: ChatActivity[] = [];
    for (;;) {
      const query =
        current.watermark === undefined ? '' : `?watermark=${encodeURIComponent(current.watermark)}`;
      const set = await json('reply', activitySetSchema, `${activitiesUrl(current.conversationId)}${query}`, {
        method: 'GET',
        headers: headers(current.token),
      });
      current = { ...current, watermark: set.watermark ?? current.watermark };
      replies.push(...set.activities.filter((activity) => activity.from?.id !== CHAT_USER_ID));
      if (replies.some((activity) => activity.type === 'message') || Date.now() >= deadline)
        return { conversation: current, activities: replies };
      await sleep(pollIntervalMs);
    }
  }

  return {
    /**
     * Gets a Direct Line token from the agent's token endpoint (with the user's bearer token),
     * starts a conversation, asks the agent to greet (the `startConversation` event Copilot
     * Studio listens for) and returns the greeting.
     */
    async start(tokenEndpoint: string, bearerToken: string): Promise<RelayAnswer> {
      const { token } = await json('token endpoint', tokenAnswerSchema, tokenEndpoint, {
        method: 'GET',
        headers: { authorization: `Bearer ${bearerToken}` },
      });
      const started = await json(
        'conversation start',
        conversationAnswerSchema,
        `${options.domain}/conversations`,
        {
          method: 'POST',
          headers: headers(token),
        },
      );
      const conversation = {
        conversationId: started.conversationId,
        token: started.token ?? token,
        watermark: undefined,
      };
      await postActivity(conversation, { type: 'event', name: 'startConversation' });
      return readReplies(conversation);
    },

    /** Posts the user's message and returns the bot's reply activities. */
    async message(conversation: RelayedConversation, text: string): Promise<RelayAnswer> {
      await postActivity(conversation, { type: 'message', text });
      return readReplies(conversation);
    },
  };
}

export type DirectLineRelay = ReturnType<typeof createDirectLineRelay>;
