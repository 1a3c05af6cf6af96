import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import { BUILT_IN_HELP_BOT, type ChatActivity } from '../../contracts/help-chat';
import { HELP_AGENT_GONE_MESSAGE, HELP_AGENT_GONE_STATUS } from '../../contracts/help-chat-api';
import type { SignedInUser } from '../auth/sessions';
import { readableTopics } from '../help/topic-row';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { applyOnceAwaited } from '../http/idempotency';
import { registerEndpoint } from '../http/register-endpoint';
import { BOT_GREETING, helpBotReply } from './built-in-bot';
import { createChatStore } from './chat-store';
import { createDirectLineRelay, type DirectLineRelayOptions } from './direct-line-relay';

/** `from.id` of the built-in bot's activities. */
const BUILT_IN_BOT_ID = 'help-bot';

const botMessage = (conversationId: string, text: string): ChatActivity => ({
  type: 'message',
  text,
  from: { id: BUILT_IN_BOT_ID, name: 'Help bot' },
  conversation: { id: conversationId },
});

/** Opens a relayed answer with the conversation, so its id is in the first activity (S2 §3). */
const conversationUpdate = (conversationId: string): ChatActivity => ({
  type: 'conversationUpdate',
  conversation: { id: conversationId },
});

/**
 * POST help/start, POST help/message and GET help/token (S2 §7, docs/agent-chat.md). The
 * connection string (`directConnectUrl`) must be a configured agent's: the built-in help bot
 * answers from the help topics the user may read; an http(s) connection is relayed to Direct Line.
 */
export type HelpChatRelayTiming = Pick<DirectLineRelayOptions, 'pollIntervalMs' | 'replyTimeoutMs'>;

export function registerHelpChatRoutes(app: FastifyInstance, relayOptions: HelpChatRelayTiming = {}): void {
  const { db, clock, config } = app.portal;
  const store = createChatStore(db);
  const relay = createDirectLineRelay({ domain: config.directLineDomain, ...relayOptions });

  const checkConnection = (connection: string) => {
    if (!store.isAgentConnection(connection)) throw badRequest('This connection belongs to no help agent.');
  };

  // Local sign-in: the bot checks the token it issued. With MSAL the token is the identity
  // provider's, for the agent's own service; the built-in bot trusts the app session instead.
  const checkBuiltInToken = (token: string, user: SignedInUser) => {
    if (config.auth.mode === 'local' && !store.isValidToken(token, user.id, clock.now()))
      throw badRequest('The chat token is not valid or has expired. Open the chat again.');
  };

  registerEndpoint(app, api.helpChatToken, async ({ user }) => {
    if (config.auth.mode !== 'local')
      throw badRequest("With identity-provider sign-in the chat's token comes from the identity provider.");
    return store.issueToken(user.id, clock.now());
  });

  registerEndpoint(app, api.helpStart, async ({ user, body }) => {
    checkConnection(body.directConnectUrl);
    if (body.directConnectUrl === BUILT_IN_HELP_BOT) {
      checkBuiltInToken(body.bearerToken, user);
      const { id } = store.saveConversation(user.id, body.directConnectUrl, clock.now());
      return [conversationUpdate(id), botMessage(id, BOT_GREETING)];
    }
    const answer = await relay.start(body.directConnectUrl, body.bearerToken, store.ledger);
    const { id } = store.saveConversation(user.id, body.directConnectUrl, clock.now(), answer.conversation);
    return [conversationUpdate(id), ...answer.activities];
  });

  // The app sends a message's key with every send of it: Send again after a lost answer gets the
  // first answer, and the agent is asked once (docs/agent-chat.md).
  registerEndpoint(app, api.helpMessage, async ({ user, body, request }) => {
    const conversation = store.conversation(body.conversationId, user.id);
    if (!conversation || conversation.connection !== body.directConnectUrl)
      throw notFound('This conversation does not exist. Open the chat again.');
    // The agent may have been deleted or re-pointed since the chat opened: an admin removing an
    // agent expects it to stop answering (walkthrough 14, D7). Before any kept answer, too.
    if (!store.isAgentConnection(conversation.connection))
      throw new HttpError(HELP_AGENT_GONE_STATUS, HELP_AGENT_GONE_MESSAGE);
    const { relayed } = conversation;
    if (!relayed) checkBuiltInToken(body.bearerToken, user);
    // The same message to the same conversation is the repeat; the bearer token sent with it
    // may be a fresh one on Send again.
    const sameRequest = { conversationId: body.conversationId, message: body.message };
    const once = { db, request, userId: user.id, kind: 'helpMessage', now: clock.now(), sameRequest };
    return applyOnceAwaited(once, async () => {
      if (!relayed)
        return [botMessage(conversation.id, helpBotReply(body.message, readableTopics(db, user.claims)))];
      const answer = await relay.message(relayed, body.message, store.ledger(conversation.id));
      // Reads side by side start from the same watermark: one that moved nothing leaves it alone.
      if (answer.conversation.watermark !== relayed.watermark)
        store.saveWatermark(conversation.id, answer.conversation.watermark);
      return answer.activities;
    });
  });
}
