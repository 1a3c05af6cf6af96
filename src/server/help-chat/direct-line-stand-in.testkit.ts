// A local stand-in for a Copilot Studio agent: its token endpoint and the Direct Line 3.0 REST
// shape (start conversation, post activity, read activities with a watermark). Test-only state.
// Like Direct Line, every activity gets an id and the bot's replies carry the `replyToId` of what
// they answer. A message 'wait {ms}: …' is answered after that many ms, 'silent: …' never, so tests
// can make the agent slower than the relay's wait, or answer out of order.
import Fastify, { type FastifyInstance } from 'fastify';

interface Activity {
  id?: string;
  replyToId?: string;
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
  /** The texts of the messages the agent has answered, in the order it answered them. */
  answered: string[];
  close(): Promise<void>;
}

const DIRECT_LINE_TOKEN = 'dl-conversation-token';

export async function startDirectLineStandIn(): Promise<DirectLineStandIn> {
  const app: FastifyInstance = Fastify();
  const bearerTokens: string[] = [];
  const posted: Activity[] = [];
  const answered: string[] = [];
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
      const nextId = () => `${request.params.id}|${String(log.length).padStart(7, '0')}`;
      const activity = { ...request.body, id: nextId(), conversation };
      posted.push(activity);
      log.push(activity);
      const bot = { id: 'stand-in-bot' };
      const botSays = (type: string, text?: string) =>
        log.push({ id: nextId(), replyToId: activity.id, type, text, from: bot, conversation });
      if (activity.type === 'event' && activity.name === 'startConversation')
        botSays('message', 'Hi, I am the stand-in agent.');
      if (activity.type === 'message') {
        const text = activity.text ?? '';
        const wait = /^wait (\d+):/.exec(text);
        const answer = () => {
          botSays('typing');
          botSays('message', `You said: *${text}*`);
          answered.push(text);
        };
        if (wait) setTimeout(answer, Number(wait[1]));
        else if (!text.startsWith('silent:')) answer();
      }
      return { id: activity.id };
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
    answered,
    close: () => app.close(),
  };
}
