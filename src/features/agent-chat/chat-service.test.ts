import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import { Headers } from '../../contracts/headers';
import { BUILT_IN_HELP_BOT } from '../../contracts/help-chat';
import { jsonAnswer as json, serveApi, setUpTestApi } from '../../core/api/app-api.testkit';
import { setSession } from '../../core/auth/session-state';
import { appConfig, setAppConfig } from '../../core/config/app-config';
import { type ChatMsalSource, sendChatMessage, startConversation } from './chat-service';
import type { ChatMsal } from './model/chat-token';

/** The identity provider's side, signed in: a silent token, or the failure it is told to give. */
let msalFailure: string | undefined;
const signedInMsal: ChatMsalSource = async () =>
  ({
    getActiveAccount: () => ({ homeAccountId: 'a' }),
    getAllAccounts: () => [],
    ssoSilent: async () => ({}),
    loginPopup: async () => ({}),
    acquireTokenSilent: async () => {
      if (msalFailure) throw new Error(msalFailure);
      return { accessToken: 'entra-token' };
    },
    acquireTokenPopup: async () => {
      throw new Error('popup blocked');
    },
  }) as unknown as ChatMsal;

const agent = { agentId: 1, agentName: 'Portal Assistant', tokenEndpointURL: BUILT_IN_HELP_BOT };
const greeting = [
  { type: 'conversationUpdate', conversation: { id: 'c-1' } },
  { type: 'message', text: 'Hello', from: { id: 'help-bot' }, conversation: { id: 'c-1' } },
];
let userId = 100;
let consoleError: ReturnType<typeof vi.spyOn>;

/** A server answering by path; records the bodies it got (the last one per path). */
function serve(answers: Record<string, () => Response>) {
  const requests = serveApi(answers);
  return (path: string) => requests.filter((request) => request.path === path).pop()?.body;
}

beforeEach(() => {
  setUpTestApi();
  // A new user each time: the local chat token is kept per user.
  userId += 1;
  setSession({ user: authUser({ id: userId }), refreshToken: 'r', expiresAt: Date.now() + 600_000 });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  msalFailure = undefined;
});
afterEach(() => {
  setSession(undefined);
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

describe('startConversation (local sign-in)', () => {
  it("starts with the server's chat token and the agent's connection", async () => {
    const bodyOf = serve({
      'help/token': () => json({ token: 'local-chat-token', expiresAt: Date.now() + 3_600_000 }),
      'help/start': () => json(greeting),
    });
    await expect(startConversation(agent)).resolves.toEqual(greeting);
    expect(bodyOf('help/start')).toEqual({
      bearerToken: 'local-chat-token',
      directConnectUrl: BUILT_IN_HELP_BOT,
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("answers [] and logs 'Failed to start conversation.' when the start fails", async () => {
    serve({
      'help/token': () => json({ token: 't', expiresAt: Date.now() + 3_600_000 }),
      'help/start': () => json({ message: 'boom' }, 500),
    });
    await expect(startConversation(agent)).resolves.toEqual([]);
    expect(consoleError).toHaveBeenCalledWith('Failed to start conversation.');
  });

  it("answers [] and logs 'Token acquisition failed.' when no token comes", async () => {
    serve({ 'help/token': () => json({ message: 'no' }, 400) });
    await expect(startConversation(agent)).resolves.toEqual([]);
    expect(consoleError).toHaveBeenCalledWith('Token acquisition failed.');
  });
});

describe('sendChatMessage', () => {
  it('sends the message and reads a single activity as a list; the chat token is fetched once', async () => {
    let tokenCalls = 0;
    const reply = { type: 'message', text: '**Hi**', from: { id: 'help-bot' } };
    const bodyOf = serve({
      'help/token': () => {
        tokenCalls += 1;
        return json({ token: 'local-chat-token', expiresAt: Date.now() + 3_600_000 });
      },
      'help/message': () => json(reply),
    });
    await expect(
      sendChatMessage(agent, { conversationId: 'c-1', message: 'line one\nline two', sendId: 's-1' }),
    ).resolves.toEqual([reply]);
    await sendChatMessage(agent, { conversationId: 'c-1', message: 'again', sendId: 's-2' });
    expect(tokenCalls).toBe(1);
    expect(bodyOf('help/message')).toEqual({
      conversationId: 'c-1',
      message: 'again',
      bearerToken: 'local-chat-token',
      directConnectUrl: BUILT_IN_HELP_BOT,
    });
  });

  it("sends the message's sendId as its Idempotency-Key, the same one with every send of it", async () => {
    const requests = serveApi({
      'help/token': () => json({ token: 't', expiresAt: Date.now() + 3_600_000 }),
      'help/message': () => json([]),
    });
    const send = { conversationId: 'c-1', message: 'How do I reset a van booking?', sendId: 'send-7f3a' };
    await sendChatMessage(agent, send);
    await sendChatMessage(agent, send);
    await sendChatMessage(agent, { ...send, sendId: 'send-8b41' });
    const keys = requests
      .filter((request) => request.path === 'help/message')
      .map((request) => request.headers.get(Headers.idempotencyKey));
    expect(keys).toEqual(['send-7f3a', 'send-7f3a', 'send-8b41']);
  });

  it("answers undefined (not sent) and logs 'Failed to send message.' when sending fails", async () => {
    serve({
      'help/token': () => json({ token: 't', expiresAt: Date.now() + 3_600_000 }),
      'help/message': () => json({ message: 'gone' }, 404),
    });
    await expect(
      sendChatMessage(agent, { conversationId: 'c-1', message: 'hello', sendId: 's-1' }),
    ).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith('Failed to send message.');
  });
});

describe('with Entra ID (MSAL) sign-in', () => {
  beforeEach(() => {
    setAppConfig({
      ...appConfig(),
      auth: {
        mode: 'msal',
        clientId: 'c',
        authority: 'https://login.test/t',
        knownAuthorities: [],
        protocolMode: 'AAD',
        scopes: [],
      },
    });
  });
  // Back to local sign-in: the next file in this worker reads the same configuration.
  afterEach(setUpTestApi);

  it("takes the identity provider's token, never the server's", async () => {
    const bodyOf = serve({ 'help/start': () => json(greeting) });
    await startConversation(agent, signedInMsal);
    expect(bodyOf('help/start')).toMatchObject({ bearerToken: 'entra-token' });
  });

  it('logs the sign-in failure itself, not the start failure', async () => {
    msalFailure = 'interaction_required';
    serve({ 'help/start': () => json(greeting) });
    await expect(startConversation(agent, signedInMsal)).resolves.toEqual([]);
    expect(consoleError).toHaveBeenCalledWith('Token acquisition failed.');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
