// A local stand-in for a Copilot Studio agent: its token endpoint and the Direct Line 3.0 REST
// shape (start conversation, post activity, read activities with a watermark). Test-only state.
import Fastify, { type FastifyInstance } from 'fastify';

interface Activity {
  type: string;
  text?: string;
  name?: string;
  from: { id: string };
  conversation: { id: string };
}

export interface DirectLineStandIn {
  /** The agent's token endpoint (the connection string). */
  tokenEndpoint: string;
  /** The Direct Line base (…/v3/directline). */
  domain: string;
  /** Bearer tokens the token endpoint was called with. */
  bearerTokens: string[];
  /** Everything the relay posted, in order. */
  posted: Activity[];
  close(): Promise<void>;
}

const DIRECT_LINE_TOKEN = 'dl-conversation-token';

export async function startDirectLineStandIn(): Promise<DirectLineStandIn> {
  const app: FastifyInstance = Fastify();
  const bearerTokens: string[] = [];
  const posted: Activity[] = [];
  const conversations = new Map<string, Activity[]>();
  const authorised = (header: string | undefined) => header === `Bearer ${DIRECT_LINE_TOKEN}`;

  app.get('/agent/token', async (request) => {
    bearerTokens.push(String(request.headers.authorization ?? '').replace(/^Bearer /, ''));
    return { token: DIRECT_LINE_TOKEN, expires_in: 3600, conversationId: 'ignored' };
  });
  app.post('/v3/directline/conversations', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.code(403).send({ error: 'forbidden' });
    const conversationId = `dl-${conversations.size + 1}`;
    conversations.set(conversationId, []);
    return reply.code(201).send({ conversationId, token: DIRECT_LINE_TOKEN, expires_in: 1800 });
  });
  app.post<{ Params: { id: string }; Body: Activity }>(
    '/v3/directline/conversations/:id/activities',
    async (request, reply) => {
      const log = conversations.get(request.params.id);
      if (!log || !authorised(request.headers.authorization)) return reply.code(404).send({});
      const conversation = { id: request.params.id };
      const activity = { ...request.body, conversation };
      posted.push(activity);
      log.push(activity);
      const bot = { id: 'stand-in-bot' };
      if (activity.type === 'event' && activity.name === 'startConversation')
        log.push({ type: 'message', text: 'Hi, I am the stand-in agent.', from: bot, conversation });
      if (activity.type === 'message') {
        log.push({ type: 'typing', from: bot, conversation });
        log.push({ type: 'message', text: `You said: *${activity.text}*`, from: bot, conversation });
      }
      return { id: `${request.params.id}|${log.length}` };
    },
  );
  app.get<{ Params: { id: string }; Querystring: { watermark?: string } }>(
    '/v3/directline/conversations/:id/activities',
    async (request, reply) => {
      const log = conversations.get(request.params.id);
      if (!log || !authorised(request.headers.authorization)) return reply.code(404).send({});
      const from = Number(request.query.watermark ?? 0);
      return { activities: log.slice(from), watermark: String(log.length) };
    },
  );

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    tokenEndpoint: `${address}/agent/token`,
    domain: `${address}/v3/directline`,
    bearerTokens,
    posted,
    close: () => app.close(),
  };
}
