import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../contracts/api';
import { Headers } from '../../contracts/headers';
import { BUILT_IN_HELP_BOT, botMessagesOf, conversationIdOf } from '../../contracts/help-chat';
import { HELP_AGENT_GONE_MESSAGE } from '../../contracts/help-chat-api';
import type { Session } from '../../contracts/session';
import { authHeaders, getAs, signInEach, startTestServer, type TestServer } from '../server.testkit';
import { NO_ANSWER_IN_TIME } from './direct-line-relay';
import { type DirectLineStandIn, startDirectLineStandIn } from './direct-line-stand-in.testkit';

const REPLY_WAIT_MS = 1500;
let server: TestServer;
let standIn: DirectLineStandIn;
let as: (username: string) => Session;
beforeAll(async () => {
  standIn = await startDirectLineStandIn();
  // A short wait for the agent, so a 'wait {ms}:' question can outlast it.
  server = await startTestServer(
    { DIRECT_LINE_DOMAIN: standIn.domain },
    { helpChatRelay: { pollIntervalMs: 50, replyTimeoutMs: REPLY_WAIT_MS } },
  );
  as = await signInEach(server.app, ['supervisor', 'viewer']);
  // A second agent whose connection is the stand-in's token endpoint.
  server.app.portal.db
    .prepare(
      "INSERT INTO help_agents (page_name, agent_name, token_endpoint_url) VALUES ('market-rates', 'Rates', ?)",
    )
    .run(standIn.tokenEndpoint);
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

const post = (
  username: string,
  path: string,
  payload: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> =>
  server.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: {
      ...authHeaders(as(username)),
      ...(idempotencyKey === undefined ? {} : { [Headers.idempotencyKey]: idempotencyKey }),
    },
    payload,
  });

/** How many help/message answers the server kept for `key` (the agent was asked once per kept key). */
const keptAnswers = (key: string) =>
  server.app.portal.db
    .prepare<[string], { count: number }>(
      "SELECT COUNT(*) AS count FROM applied_requests WHERE kind = 'helpMessage' AND idempotency_key = ?",
    )
    .get(key)?.count;

async function chatToken(username: string): Promise<string> {
  const response = await getAs(server.app, as(username), 'help/token');
  expect(response.statusCode).toBe(200);
  return api.helpChatToken.response.parse(response.json()).token;
}

async function startBuiltIn(username: string) {
  const bearerToken = await chatToken(username);
  const response = await post(username, 'help/start', { bearerToken, directConnectUrl: BUILT_IN_HELP_BOT });
  expect(response.statusCode).toBe(200);
  const activities = api.helpStart.response.parse(response.json());
  return { bearerToken, activities, conversationId: conversationIdOf(activities) ?? '' };
}

describe('the built-in help bot', () => {
  it('starts a conversation with a greeting and the conversation id in the first activity', async () => {
    const { activities, conversationId } = await startBuiltIn('supervisor');
    expect(conversationId).not.toBe('');
    expect(botMessagesOf(activities)).toHaveLength(1);
  });

  it('answers a question with the best-matching topic the user may read, as markdown', async () => {
    const { bearerToken, conversationId } = await startBuiltIn('viewer');
    const response = await post('viewer', 'help/message', {
      conversationId,
      message: 'How do I work offline?',
      bearerToken,
      directConnectUrl: BUILT_IN_HELP_BOT,
    });
    expect(response.statusCode).toBe(200);
    const [reply] = botMessagesOf([api.helpMessage.response.parse(response.json())].flat());
    expect(reply).toMatch(/^\*\*Working offline\*\*\n\n/);
  });

  it('answers a repeat under the same Idempotency-Key with the first answer; another key is a new question', async () => {
    const { bearerToken, conversationId } = await startBuiltIn('viewer');
    const body = {
      conversationId,
      message: 'How do I work offline?',
      bearerToken,
      directConnectUrl: BUILT_IN_HELP_BOT,
    };
    const first = await post('viewer', 'help/message', body, 'message-key-1');
    const again = await post('viewer', 'help/message', body, 'message-key-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(keptAnswers('message-key-1')).toBe(1);

    const other = await post(
      'viewer',
      'help/message',
      { ...body, message: 'managing favorites' },
      'message-key-2',
    );
    expect(other.statusCode).toBe(200);
    expect(other.json()).not.toEqual(first.json());
    expect(keptAnswers('message-key-2')).toBe(1);
  });

  it('checks the conversation on a repeat too: the same key from another user is 404', async () => {
    const { bearerToken, conversationId } = await startBuiltIn('supervisor');
    const body = { conversationId, message: 'offline', bearerToken, directConnectUrl: BUILT_IN_HELP_BOT };
    expect((await post('supervisor', 'help/message', body, 'shared-key')).statusCode).toBe(200);
    const response = await post(
      'viewer',
      'help/message',
      { ...body, bearerToken: await chatToken('viewer') },
      'shared-key',
    );
    expect(response.statusCode).toBe(404);
  });

  it("keeps topics above the user's help level out of the answers", async () => {
    const { bearerToken, conversationId } = await startBuiltIn('viewer');
    const response = await post('viewer', 'help/message', {
      conversationId,
      message: 'managing help content',
      bearerToken,
      directConnectUrl: BUILT_IN_HELP_BOT,
    });
    expect(JSON.stringify(response.json())).not.toContain('Managing help content');
  });

  it("refuses another user's conversation", async () => {
    const { conversationId } = await startBuiltIn('supervisor');
    const response = await post('viewer', 'help/message', {
      conversationId,
      message: 'offline',
      bearerToken: await chatToken('viewer'),
      directConnectUrl: BUILT_IN_HELP_BOT,
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a chat token it did not issue to this user', async () => {
    const response = await post('viewer', 'help/start', {
      bearerToken: await chatToken('supervisor'),
      directConnectUrl: BUILT_IN_HELP_BOT,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('chat token is not valid');
  });

  it('refuses a connection no help agent has (the server relays nowhere else)', async () => {
    const response = await post('viewer', 'help/start', {
      bearerToken: await chatToken('viewer'),
      directConnectUrl: 'http://169.254.169.254/latest',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This connection belongs to no help agent.');
  });

  it('refuses a blank message (invisible characters alone too) and one over 2000 characters with 400', async () => {
    const { bearerToken, conversationId } = await startBuiltIn('viewer');
    for (const message of ['   ', '\u200B\u2060', 'a'.repeat(2001)]) {
      const response = await post('viewer', 'help/message', {
        conversationId,
        message,
        bearerToken,
        directConnectUrl: BUILT_IN_HELP_BOT,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers 401 without a session', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/help/start', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

/** A conversation with the stand-in agent; `ask` answers the bot messages of one help/message. */
async function startRelayed() {
  const start = await post('supervisor', 'help/start', {
    bearerToken: 'idp-access-token',
    directConnectUrl: standIn.tokenEndpoint,
  });
  const conversationId = conversationIdOf(api.helpStart.response.parse(start.json())) ?? '';
  const ask = async (message: string) => {
    const response = await post('supervisor', 'help/message', {
      conversationId,
      message,
      bearerToken: 'idp-access-token',
      directConnectUrl: standIn.tokenEndpoint,
    });
    expect(response.statusCode).toBe(200);
    return botMessagesOf([api.helpMessage.response.parse(response.json())].flat());
  };
  return { conversationId, ask };
}

describe('the Direct Line relay', () => {
  it("starts with the agent's token endpoint and Direct Line, and returns the greeting", async () => {
    const response = await post('supervisor', 'help/start', {
      bearerToken: 'idp-access-token',
      directConnectUrl: standIn.tokenEndpoint,
    });
    expect(response.statusCode).toBe(200);
    const activities = api.helpStart.response.parse(response.json());
    expect(standIn.bearerTokens.at(-1)).toBe('idp-access-token');
    expect(conversationIdOf(activities)).toMatch(/^dl-\d+$/);
    expect(botMessagesOf(activities)).toEqual(['Hi, I am the stand-in agent.']);
    expect(standIn.posted.at(-1)).toMatchObject({
      type: 'event',
      name: 'startConversation',
      from: { id: 'user' },
    });
  });

  it('posts each message and returns only the replies after the last one read', async () => {
    const { ask } = await startRelayed();
    expect(await ask('first')).toEqual(['You said: *first*']);
    expect(await ask('second')).toEqual(['You said: *second*']);
    expect(standIn.posted.at(-1)).toMatchObject({ type: 'message', text: 'second', from: { id: 'user' } });
  });

  it('asks the agent once for concurrent and later sends under the same Idempotency-Key', async () => {
    const start = await post('supervisor', 'help/start', {
      bearerToken: 'idp-access-token',
      directConnectUrl: standIn.tokenEndpoint,
    });
    const conversationId = conversationIdOf(api.helpStart.response.parse(start.json())) ?? '';
    const body = {
      conversationId,
      message: 'only once',
      bearerToken: 'idp-access-token',
      directConnectUrl: standIn.tokenEndpoint,
    };
    const askedBefore = standIn.posted.filter((activity) => activity.text === 'only once').length;
    // The second arrives while the first is still waiting for the agent (the Send again of a slow answer).
    const [first, second] = await Promise.all([
      post('supervisor', 'help/message', body, 'relayed-key'),
      post('supervisor', 'help/message', body, 'relayed-key'),
    ]);
    // Send again later with a fresh bearer token: the same message, so the same request.
    const third = await post(
      'supervisor',
      'help/message',
      { ...body, bearerToken: 'renewed-token' },
      'relayed-key',
    );
    expect(standIn.posted.filter((activity) => activity.text === 'only once').length - askedBefore).toBe(1);
    // Another message under the key is refused, and the agent is not asked.
    const other = await post(
      'supervisor',
      'help/message',
      { ...body, message: 'another one' },
      'relayed-key',
    );
    expect([other.statusCode, other.json()]).toEqual([
      422,
      { message: 'This Idempotency-Key was used for a different request.' },
    ]);
    expect(standIn.posted.some((activity) => activity.text === 'another one')).toBe(false);
    for (const response of [first, second, third]) {
      expect(response.statusCode).toBe(200);
      expect(botMessagesOf([api.helpMessage.response.parse(response.json())].flat())).toEqual([
        'You said: *only once*',
      ]);
    }
  });

  it('refuses (422) another message under a key whose first message is still out, asking the agent once', async () => {
    const start = await post('supervisor', 'help/start', {
      bearerToken: 'idp-access-token',
      directConnectUrl: standIn.tokenEndpoint,
    });
    const conversationId = conversationIdOf(api.helpStart.response.parse(start.json())) ?? '';
    const body = { conversationId, bearerToken: 'idp-access-token', directConnectUrl: standIn.tokenEndpoint };
    const asked = () => standIn.posted.filter((a) => a.text === 'one question' || a.text === 'two questions');
    const askedBefore = asked().length;
    const answers = await Promise.all([
      post('supervisor', 'help/message', { ...body, message: 'one question' }, 'in-flight-key'),
      post('supervisor', 'help/message', { ...body, message: 'two questions' }, 'in-flight-key'),
    ]);
    // Whichever came first is asked; the other is refused while it is out.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)?.json()).toEqual({
      message: 'This Idempotency-Key was used for a different request.',
    });
    expect(asked().length - askedBefore).toBe(1);
  });

  it('gives each of two messages in flight its own answer, once (walkthrough 14, D2)', async () => {
    const { ask } = await startRelayed();
    // The first is answered after the second: both reads see the second's answer first.
    const [slow, quick] = await Promise.all([ask('wait 400: first'), ask('second')]);
    expect(slow).toEqual(['You said: *wait 400: first*']);
    expect(quick).toEqual(['You said: *second*']);
    expect(await ask('third')).toEqual(['You said: *third*']);
  });

  it('tells the user when the agent has not answered in time, and shows its late answer under its question next time (walkthrough 14, D1)', async () => {
    const { ask } = await startRelayed();
    const slow = `wait ${REPLY_WAIT_MS + 300}: slow question`;
    expect(await ask(slow)).toEqual([NO_ANSWER_IN_TIME]);
    await vi.waitFor(() => expect(standIn.answered).toContain(slow), { timeout: 3000 });
    // The late answer first, headed by its question, then the new question's own answer; once.
    expect(await ask('alpha')).toEqual([
      `*Late answer to “${slow}”:*\n\nYou said: *${slow}*`,
      'You said: *alpha*',
    ]);
    expect(await ask('beta')).toEqual(['You said: *beta*']);
  });

  it("answers 410 once the chat's agent is deleted or re-pointed, and the agent is not asked (walkthrough 14, D7)", async () => {
    const { db } = server.app.portal;
    for (const [page, change] of [
      [
        'doomed',
        (url: string) => db.prepare('DELETE FROM help_agents WHERE token_endpoint_url = ?').run(url),
      ],
      [
        'moved',
        (url: string) =>
          db
            .prepare('UPDATE help_agents SET token_endpoint_url = ? WHERE token_endpoint_url = ?')
            .run(`${url}&moved`, url),
      ],
    ] as const) {
      const connection = `${standIn.tokenEndpoint}?agent=${page}`;
      db.prepare(
        "INSERT INTO help_agents (page_name, agent_name, token_endpoint_url) VALUES (?, 'Doomed', ?)",
      ).run(page, connection);
      const start = await post('supervisor', 'help/start', {
        bearerToken: 'idp-access-token',
        directConnectUrl: connection,
      });
      const conversationId = conversationIdOf(api.helpStart.response.parse(start.json())) ?? '';
      const body = { conversationId, bearerToken: 'idp-access-token', directConnectUrl: connection };
      expect(
        (await post('supervisor', 'help/message', { ...body, message: `before ${page}` }, `${page}-1`))
          .statusCode,
      ).toBe(200);
      change(connection);
      const message = `after ${page}`;
      for (const key of [`${page}-1`, `${page}-2`]) {
        const response = await post(
          'supervisor',
          'help/message',
          { ...body, message: key.endsWith('1') ? `before ${page}` : message },
          key,
        );
        expect([response.statusCode, response.json()]).toEqual([410, { message: HELP_AGENT_GONE_MESSAGE }]);
      }
      expect(standIn.posted.some((activity) => activity.text === message)).toBe(false);
    }
  });

  it('answers 502 when the agent cannot be reached', async () => {
    const unreachable = 'http://127.0.0.1:9/agent/token';
    server.app.portal.db
      .prepare(
        "INSERT INTO help_agents (page_name, agent_name, token_endpoint_url) VALUES ('gone', 'Gone', ?)",
      )
      .run(unreachable);
    const response = await post('supervisor', 'help/start', {
      bearerToken: 'idp-access-token',
      directConnectUrl: unreachable,
    });
    expect(response.statusCode).toBe(502);
  });
});
