import { CHAT_USER_ID, type ChatActivity, chatActivitySchema } from '../../contracts/help-chat';
import { z } from '../../contracts/zod';
import { HttpError } from '../http/http-error';
import { escapeMarkdown } from './rich-text-markdown';

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
  /** The bot's messages for this read: the answer to its question, and late answers to others. */
  activities: ChatActivity[];
  /** Whether the answer to this read's own question came within the wait. */
  answered: boolean;
}

/**
 * What the relay asks the conversation's keeper (SQLite, chat-store.ts) so that reads running side
 * by side, from the same watermark, hand each bot message to one of them, the one it answers
 * (Direct Line's `replyToId`): two messages in flight no longer both take the first answer.
 */
export interface ReplyLedger {
  /** The question with this Direct Line activity id was posted; its own read is under way. */
  asked(activityId: string, text: string): void;
  /** Its read is over: a reply to it that comes later is for any later read to deliver. */
  settled(activityId: string): void;
  /** The question a reply answers: undefined when unknown (maybe still being posted). */
  question(activityId: string): { text: string; waiting: boolean } | undefined;
  /** True the first time only: the caller delivers this bot message. */
  claim(activityId: string): boolean;
  isClaimed(activityId: string): boolean;
}

export interface DirectLineRelayOptions {
  /** Direct Line 3.0 base, e.g. https://directline.botframework.com/v3/directline. */
  domain: string;
  fetch?: typeof fetch;
  /** How often and how long to read activities while waiting for the bot's reply. */
  pollIntervalMs?: number;
  replyTimeoutMs?: number;
  /** How long one call to the agent or to Direct Line may take. */
  requestTimeoutMs?: number;
}

const tokenAnswerSchema = z.looseObject({ token: z.string().check(z.minLength(1)) });
const conversationAnswerSchema = z.looseObject({
  conversationId: z.string().check(z.minLength(1)),
  token: z.optional(z.string()),
});
/** A Direct Line activity as the relay reads it: with its id and the id of what it answers. */
const directLineActivitySchema = z.looseObject({
  ...chatActivitySchema.shape,
  id: z.optional(z.string()),
  replyToId: z.optional(z.string()),
});
const postedAnswerSchema = z.looseObject({ id: z.optional(z.string()) });
const activitySetSchema = z.looseObject({
  activities: z.array(directLineActivitySchema),
  watermark: z.nullish(z.string()),
});

/** The agent could not be reached or answered nonsense: 502, the client logs its S2 §8 message. */
const badGateway = (what: string) => new HttpError(502, `The help agent's ${what} failed.`);

/** `from.id` of what the relay itself says in the conversation. */
const RELAY_ID = 'help-relay';

/**
 * Said when the agent has not answered within the wait (walkthrough 14, D1): the answer is not
 * lost, it comes with the next message's answer, headed by its question (`lateAnswer`).
 */
export const NO_ANSWER_IN_TIME =
  'The agent did not answer in time. If it answers later, its answer will show after your next message, with the question it answers.';

const QUOTE_MAX_LENGTH = 80;

/** A late answer's first message, headed by the question it answers (escaped: the user's words are never markup). */
export function lateAnswer(text: string, question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  const quoted = line.length > QUOTE_MAX_LENGTH ? `${line.slice(0, QUOTE_MAX_LENGTH - 1).trimEnd()}…` : line;
  return `*Late answer to “${escapeMarkdown(quoted)}”:*\n\n${text}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDirectLineRelay(options: DirectLineRelayOptions) {
  const send = options.fetch ?? fetch;
  const pollIntervalMs = options.pollIntervalMs ?? 400;
  // Copilot Studio's generative answers often take over 10 s (walkthrough 14, D1).
  const replyTimeoutMs = options.replyTimeoutMs ?? 30_000;
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;

  async function json<T>(what: string, schema: z.ZodMiniType<T>, url: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await send(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
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

  /** Posts an activity; answers the id Direct Line gave it. */
  async function postActivity(
    conversation: RelayedConversation,
    activity: Record<string, unknown>,
  ): Promise<string | undefined> {
    const posted = await json('message', postedAnswerSchema, activitiesUrl(conversation.conversationId), {
      method: 'POST',
      headers: { ...headers(conversation.token), 'content-type': 'application/json' },
      body: JSON.stringify({ from: { id: CHAT_USER_ID }, ...activity }),
    });
    return posted.id;
  }

  /**
   * Reads the bot's messages after the watermark until the answer to `askedId` has come (a message
   * replying to it, or one replying to nothing: a bot that does not set `replyToId`), or the wait
   * is over (an agent that says nothing answers an empty list). The user's echoes, typing and
   * other events are left out. A message answering another question is left for that question's
   * own read while it runs, and delivered here (once, by its claim) when that read has ended: a
   * late answer. The watermark returned is the furthest one before which every bot message was
   * delivered, so a reply left for another read is read again, never skipped.
   */
  async function readReplies(
    conversation: RelayedConversation,
    askedId: string | undefined,
    ledger: ReplyLedger,
  ): Promise<RelayAnswer> {
    const deadline = Date.now() + replyTimeoutMs;
    let cursor = conversation.watermark;
    const batches: { watermark: string | undefined; ids: string[] }[] = [];
    const delivered: ChatActivity[] = [];
    const headed = new Set<string | undefined>();
    let answered = false;
    for (;;) {
      const query = cursor === undefined ? '' : `?watermark=${encodeURIComponent(cursor)}`;
      const set = await json(
        'reply',
        activitySetSchema,
        `${activitiesUrl(conversation.conversationId)}${query}`,
        {
          method: 'GET',
          headers: headers(conversation.token),
        },
      );
      const ids: string[] = [];
      for (const { id, replyToId, ...activity } of set.activities) {
        if (activity.from?.id === CHAT_USER_ID || activity.type !== 'message') continue;
        const answersThis = replyToId === undefined || replyToId === askedId;
        if (!answersThis) {
          const question = ledger.question(replyToId);
          // Unknown (its question is still being posted) or still awaited by its own read.
          if (!question || question.waiting) {
            if (id !== undefined) ids.push(id);
            continue;
          }
        }
        if (id !== undefined) {
          ids.push(id);
          if (!ledger.claim(id)) continue;
        }
        const late = answersThis ? undefined : ledger.question(replyToId)?.text;
        // A late answer is headed by its question, once per question (the greeting needs none).
        if (late && !headed.has(replyToId)) {
          headed.add(replyToId);
          delivered.push({ ...activity, text: lateAnswer(activity.text ?? '', late) });
        } else delivered.push(activity);
        if (answersThis) answered = true;
      }
      cursor = set.watermark ?? cursor;
      batches.push({ watermark: cursor, ids });
      if (answered || Date.now() >= deadline) break;
      await sleep(pollIntervalMs);
    }
    let watermark = conversation.watermark;
    for (const batch of batches) {
      if (!batch.ids.every((id) => ledger.isClaimed(id))) break;
      watermark = batch.watermark;
    }
    return { conversation: { ...conversation, watermark }, activities: delivered, answered };
  }

  /** Posts the question, then reads its answer, marking it awaited while its read runs. */
  async function ask(
    conversation: RelayedConversation,
    activity: Record<string, unknown>,
    text: string,
    ledger: ReplyLedger,
  ): Promise<RelayAnswer> {
    const askedId = await postActivity(conversation, activity);
    if (askedId === undefined) return readReplies(conversation, askedId, ledger);
    ledger.asked(askedId, text);
    try {
      return await readReplies(conversation, askedId, ledger);
    } finally {
      ledger.settled(askedId);
    }
  }

  return {
    /**
     * Gets a Direct Line token from the agent's token endpoint (with the user's bearer token),
     * starts a conversation, asks the agent to greet (the `startConversation` event Copilot
     * Studio listens for) and returns the greeting.
     */
    async start(
      tokenEndpoint: string,
      bearerToken: string,
      ledgerOf: (conversationId: string) => ReplyLedger,
    ): Promise<RelayAnswer> {
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
      return ask(
        conversation,
        { type: 'event', name: 'startConversation' },
        '',
        ledgerOf(conversation.conversationId),
      );
    },

    /** Posts the user's message and returns the bot's reply activities. */
    async message(
      conversation: RelayedConversation,
      text: string,
      ledger: ReplyLedger,
    ): Promise<RelayAnswer> {
      const answer = await ask(conversation, { type: 'message', text }, text, ledger);
      if (answer.answered) return answer;
      // Not an empty list, which the screen shows as nothing: the user is told (docs/agent-chat.md).
      const notice = {
        type: 'message',
        text: NO_ANSWER_IN_TIME,
        from: { id: RELAY_ID },
        conversation: { id: conversation.conversationId },
      };
      return { ...answer, activities: [...answer.activities, notice] };
    },
  };
}

export type DirectLineRelay = ReturnType<typeof createDirectLineRelay>;
