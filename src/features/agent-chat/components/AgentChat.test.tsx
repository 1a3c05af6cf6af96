// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authUser } from '../../../../test/fixtures/shell-builders';
import { Headers } from '../../../contracts/headers';
import type { ChatActivity } from '../../../contracts/help-chat';
import { HELP_AGENT_GONE_MESSAGE } from '../../../contracts/help-chat-api';
import {
  jsonAnswer as json,
  type ServedRequest,
  serveApi,
  setUpTestApi,
} from '../../../core/api/app-api.testkit';
import { setSession } from '../../../core/auth/session-state';
import { NetworkStatus } from '../../../core/network/model/network-state';
import { networkStateAtom } from '../../../core/network/network-monitor';
import { createStore, Provider } from '../../../core/state/jotai';
import {
  ARABIC_TEXT,
  RIGHT_TO_LEFT_TEXT,
  takesItsOwnDirection,
} from '../../../core/ui/authored-text.testkit';
import { helpAgentChatAtom } from '../../../core/ui/help-agent-chat';
import { AgentChat } from './AgentChat';

const agent = { agentId: 1, agentName: 'Portal Assistant', tokenEndpointURL: 'builtin:help-topics' };
const bot = (text: string): ChatActivity => ({
  type: 'message',
  text,
  from: { id: 'help-bot' },
  conversation: { id: 'c-1' },
});

/** A reply the test hands out when it wants. */
function deferred() {
  let resolve: (activities: ChatActivity[]) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = (activities) => done(json(activities));
  });
  return { promise, resolve };
}

/** The chat's server at the fetch boundary: what help/start and help/message answer, what it got. */
let startAnswer: () => Response;
let messageAnswer: () => Response | Promise<Response>;
let requests: ServedRequest[];
const sentTo = (path: string) => requests.filter((request) => request.path === path).map((r) => r.body);
/** The Idempotency-Key of each help/message sent, in order. */
const messageKeys = () =>
  requests
    .filter((request) => request.path === 'help/message')
    .map((r) => r.headers.get(Headers.idempotencyKey));

/** The chat sounds played, by kind ('send', 'receive'): `new Audio(url)` at the browser boundary. */
let played: string[];
let consoleError: ReturnType<typeof vi.spyOn>;

let scrolls: number;
const { scrollTo } = HTMLElement.prototype;
// The chat session is lazy-loaded, with the markdown renderer and the rest of its graph: loaded
// once before the tests, so the first test's 5 s do not pay for loading modules (it timed out so
// on a loaded machine).
beforeAll(() => import('./ChatSession'), 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  scrolls = 0;
  HTMLElement.prototype.scrollTo = function scrollTo() {
    scrolls += 1;
  } as typeof HTMLElement.prototype.scrollTo;
  setUpTestApi();
  setSession({ user: authUser({ id: 7001 }), refreshToken: 'r', expiresAt: Date.now() + 600_000 });
  startAnswer = () => json([{ type: 'conversationUpdate', conversation: { id: 'c-1' } }, bot('Hello')]);
  messageAnswer = () => json({ message: 'no reply set' }, 500);
  requests = serveApi({
    'help/token': () => json({ token: 'chat-token', expiresAt: Date.now() + 3_600_000 }),
    'help/start': () => startAnswer(),
    'help/message': () => messageAnswer(),
  });
  played = [];
  vi.stubGlobal(
    'Audio',
    class {
      volume = 1;
      constructor(src: string) {
        played.push(/chat-(\w+)\.wav$/.exec(src)?.[1] ?? src);
      }
      play = async () => undefined;
    },
  );
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  consoleError.mockRestore();
  setSession(undefined);
  HTMLElement.prototype.scrollTo = scrollTo;
});

/** The real clock's setTimeout, taken before the tests install the fake one. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Lets the chat's requests run until `done` holds, checking between event-loop turns on the real
 * clock (vi.waitFor would move the fake one, and with it the chat's scroll timer). Inside act, so
 * what the requests change is rendered as in the app.
 */
async function until(done: () => void) {
  const giveUpAt = performance.now() + 5000;
  await act(async () => {
    for (;;) {
      try {
        return done();
      } catch (error) {
        if (performance.now() > giveUpAt) throw error;
      }
      await new Promise((next) => realSetTimeout(next, 0));
    }
  });
}

/** Opens the chat and waits until its start is answered (by default: the greeting's sound). */
async function openChat(started = () => expect(played).toContain('receive')) {
  // The chat session is lazy-loaded (loaded before the tests): opening shows it within the next act.
  await import('./ChatSession');
  const store = createStore();
  store.set(helpAgentChatAtom, agent);
  render(
    <MantineProvider env="test">
      <Provider store={store}>
        <AgentChat />
      </Provider>
    </MantineProvider>,
  );
  // One turn for the lazy component to resolve; then the conversation starts.
  await act(async () => {});
  await until(started);
  return store;
}

const box = () => screen.getByRole('textbox', { name: 'Message' });

const startFailure = 'Failed to start conversation.';
const sendFailure = 'Failed to send message.';

describe('AgentChat', () => {
  it('starts a conversation on opening and plays the receive sound once for the greeting', async () => {
    await openChat();
    expect(sentTo('help/start')).toEqual([
      { bearerToken: 'chat-token', directConnectUrl: agent.tokenEndpointURL },
    ]);
    expect(screen.getByRole('article', { name: 'Portal Assistant said' }).textContent?.trim()).toBe('Hello');
    expect(played).toEqual(['receive']);
  });

  it('scrolls to the bottom 100 ms after a message, not before', async () => {
    await openChat();
    act(() => vi.advanceTimersByTime(99));
    expect(scrolls).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(scrolls).toBe(1);
  });

  it('sends on Enter: the message shows, the box clears, dots until one receive sound for the batch', async () => {
    await openChat();
    const reply = deferred();
    messageAnswer = () => reply.promise;
    fireEvent.change(box(), { target: { value: 'offline?' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByRole('article', { name: 'You said' }).textContent).toBe('offline?');
    expect((box() as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('status', { name: 'Portal Assistant is typing' })).toBeTruthy();
    expect(played.at(-1)).toBe('send');
    await until(() =>
      expect(sentTo('help/message')).toEqual([
        {
          conversationId: 'c-1',
          message: 'offline?',
          bearerToken: 'chat-token',
          directConnectUrl: agent.tokenEndpointURL,
        },
      ]),
    );
    expect(screen.getByRole('status', { name: 'Portal Assistant is typing' })).toBeTruthy();

    reply.resolve([bot('one'), bot('two')]);
    await until(() => expect(played).toEqual(['receive', 'send', 'receive']));
    expect(screen.queryByRole('status', { name: 'Portal Assistant is typing' })).toBeNull();
    expect(screen.getAllByRole('article', { name: 'Portal Assistant said' })).toHaveLength(3);
  });

  it('offline keeps the message in the box with the reason, and sends it once connected', async () => {
    const store = await openChat();
    act(() => store.set(networkStateAtom, { status: NetworkStatus.disconnected, failedProbes: 1 }));
    fireEvent.change(box(), { target: { value: 'still there?' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.queryByRole('article', { name: 'You said' })).toBeNull();
    expect((box() as HTMLTextAreaElement).value).toBe('still there?');
    expect(screen.getByRole('status').textContent).toBe('Chatting needs a connection.');
    const description = document.getElementById(box().getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Chatting needs a connection.12 / 2000');
    expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(true);
    expect(played).not.toContain('send');

    act(() => store.set(networkStateAtom, { status: NetworkStatus.connected, failedProbes: 0 }));
    expect(screen.queryByText('Chatting needs a connection.')).toBeNull();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByRole('article', { name: 'You said' }).textContent).toBe('still there?');
    await until(() => expect(sentTo('help/message')).toHaveLength(1));
  });

  it('keeps a paste over 2000 characters whole, says it is too long, and sends nothing until it is shortened (walkthrough 35, D2)', async () => {
    await openChat();
    const pasted = `${'a'.repeat(2000)} the end`;
    fireEvent.change(box(), { target: { value: pasted } });
    expect((box() as HTMLTextAreaElement).value).toBe(pasted);
    const tooLong = 'A message is at most 2000 characters: this one has 2008.';
    expect(screen.getByText(tooLong)).toBeTruthy();
    expect(screen.getByText('2008 / 2000')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(send.getAttribute('aria-describedby') ?? '')?.textContent).toBe(tooLong);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.queryByRole('article', { name: 'You said' })).toBeNull();
    expect((box() as HTMLTextAreaElement).value).toBe(pasted);

    fireEvent.change(box(), { target: { value: pasted.slice(0, 2000) } });
    expect(screen.queryByText(tooLong)).toBeNull();
    fireEvent.keyDown(box(), { key: 'Enter' });
    await until(() => expect(sentTo('help/message')).toHaveLength(1));
  });

  it('the send button hands its focus to the box: after sending, and when the connection goes (walkthrough 32, D2)', async () => {
    const store = await openChat();
    const send = () => screen.getByRole('button', { name: 'Send message' });
    fireEvent.change(box(), { target: { value: 'first?' } });
    send().focus();
    fireEvent.click(send());
    expect(screen.getByRole('article', { name: 'You said' }).textContent).toBe('first?');
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    expect(document.activeElement).toBe(box());

    fireEvent.change(box(), { target: { value: 'second?' } });
    send().focus();
    act(() => store.set(networkStateAtom, { status: NetworkStatus.disconnected, failedProbes: 1 }));
    expect(send().hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(box());
    await until(() => expect(sentTo('help/message')).toHaveLength(1));
  });

  it('ignores sending before the conversation has started', async () => {
    startAnswer = () => json({ message: 'unavailable' }, 500);
    await openChat(() => expect(consoleError).toHaveBeenCalledWith(startFailure));
    fireEvent.change(box(), { target: { value: 'hello' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.queryByRole('article', { name: 'You said' })).toBeNull();
    expect(played).toEqual([]);
    expect(screen.getByLabelText('Starting the chat')).toBeTruthy();
    await act(async () => {});
    expect(sentTo('help/message')).toEqual([]);
  });

  it("marks a message whose send failed 'Not sent', only logs the failure, and sends it again", async () => {
    const store = await openChat();
    // The server is unreachable while the browser still says online (no network banner).
    messageAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    fireEvent.change(box(), { target: { value: 'still there?' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await until(() => expect(consoleError).toHaveBeenCalledWith(sendFailure));
    expect(screen.queryByRole('status', { name: 'Portal Assistant is typing' })).toBeNull();
    const mine = screen.getByRole('article', { name: 'You said' });
    expect(mine.textContent).toBe('still there?Not sentSend again');
    // Told apart from other 'Send again' buttons by the message it sends.
    const describedBy = screen.getByRole('button', { name: 'Send again' }).getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe('still there?');
    // Nothing but the mark: no toast, no alert (S2 §8 only logs).
    expect(screen.queryByRole('alert')).toBeNull();

    // Offline it waits, still marked, like the box.
    act(() => store.set(networkStateAtom, { status: NetworkStatus.disconnected, failedProbes: 1 }));
    expect(screen.getByRole('button', { name: 'Send again' }).hasAttribute('disabled')).toBe(true);
    act(() => store.set(networkStateAtom, { status: NetworkStatus.connected, failedProbes: 0 }));

    const reply = deferred();
    messageAnswer = () => reply.promise;
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(screen.getByRole('article', { name: 'You said' }).textContent).toBe('still there?');
    expect(screen.getByRole('status', { name: 'Portal Assistant is typing' })).toBeTruthy();
    await until(() => expect(sentTo('help/message')).toHaveLength(2));
    expect(sentTo('help/message')[1]).toMatchObject({ conversationId: 'c-1', message: 'still there?' });
    // Under the first send's key: had that one reached the agent, the server answers its answer again.
    const [firstKey, againKey] = messageKeys();
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(againKey).toBe(firstKey);
    reply.resolve([bot('Yes.')]);
    await until(() => expect(played).toEqual(['receive', 'send', 'send', 'receive']));
    expect(screen.getAllByRole('article', { name: 'Portal Assistant said' })).toHaveLength(2);
    expect(screen.queryByText('Not sent')).toBeNull();

    // The next message is another question: another key.
    messageAnswer = () => json([bot('Sure.')]);
    fireEvent.change(box(), { target: { value: 'one more' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await until(() => expect(messageKeys()).toHaveLength(3));
    expect(messageKeys()[2]).not.toBe(firstKey);
  });

  it("says so when the agent was removed while the chat was open (410): no 'Send again', the box keeps its text and sends nothing (walkthrough 14, D7)", async () => {
    await openChat();
    messageAnswer = () => json({ message: HELP_AGENT_GONE_MESSAGE }, 410);
    fireEvent.change(box(), { target: { value: 'how do I add favorites' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await until(() => expect(consoleError).toHaveBeenCalledWith(sendFailure));
    expect(screen.getByRole('alert').textContent).toBe(HELP_AGENT_GONE_MESSAGE);
    expect(screen.queryByRole('status', { name: 'Portal Assistant is typing' })).toBeNull();
    // The question stays, marked, with nothing offering to send it again.
    expect(screen.getByRole('article', { name: 'You said' }).textContent).toBe(
      'how do I add favoritesNot sent',
    );
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    // What is typed next stays in the box: Enter and the send button send nothing.
    fireEvent.change(box(), { target: { value: 'hello?' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect((box() as HTMLTextAreaElement).value).toBe('hello?');
    expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(true);
    expect(box().getAttribute('aria-describedby')).toBeTruthy();
    await act(async () => {});
    expect(sentTo('help/message')).toHaveLength(1);
    // Closing asks, and says the kept text can be copied (not sent) first.
    fireEvent.click(screen.getByRole('button', { name: 'Close Chat Portal Assistant' }));
    expect(screen.getByRole('dialog', { name: 'Close the chat?' }).textContent).toContain(
      "Closing the chat loses the unsent message in the box and 1 message marked 'Not sent'. Cancel keeps the chat open, so you can copy them first.",
    );
  });

  it('closing with text in the box asks first: Cancel keeps the chat and the text, Close chat closes', async () => {
    const store = await openChat();
    fireEvent.change(box(), { target: { value: 'Where is my order?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close Chat Portal Assistant' }));
    const ask = screen.getByRole('dialog', { name: 'Close the chat?' });
    expect(ask.textContent).toContain(
      'Closing the chat loses the unsent message in the box. Cancel keeps the chat open, so you can send it first.',
    );
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await until(() => expect(screen.queryByRole('dialog', { name: 'Close the chat?' })).toBeNull());
    expect((box() as HTMLTextAreaElement).value).toBe('Where is my order?');
    expect(store.get(helpAgentChatAtom)).toEqual(agent);

    fireEvent.click(screen.getByRole('button', { name: 'Close Chat Portal Assistant' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Close the chat?' })).getByRole('button', {
        name: 'Close chat',
      }),
    );
    expect(store.get(helpAgentChatAtom)).toBeNull();
  });

  it("closing with a message marked 'Not sent' asks first", async () => {
    const store = await openChat();
    messageAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    fireEvent.change(box(), { target: { value: 'still there?' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await until(() => expect(consoleError).toHaveBeenCalledWith(sendFailure));
    expect(screen.getByText('Not sent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close Chat Portal Assistant' }));
    expect(screen.getByRole('dialog', { name: 'Close the chat?' }).textContent).toContain(
      "Closing the chat loses 1 message marked 'Not sent'.",
    );
    expect(store.get(helpAgentChatAtom)).toEqual(agent);
  });

  it('closing clears the help-agent-visible flag', async () => {
    const store = await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Close Chat Portal Assistant' }));
    expect(store.get(helpAgentChatAtom)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('right-to-left text keeps its own direction: in the box, in the bubble and in the answer', async () => {
    await openChat();
    messageAnswer = () => json([bot(ARABIC_TEXT)]);
    fireEvent.change(box(), { target: { value: RIGHT_TO_LEFT_TEXT } });
    expect(takesItsOwnDirection(box())).toBe(true);
    fireEvent.keyDown(box(), { key: 'Enter' });
    const said = screen.getByRole('article', { name: 'You said' });
    expect(takesItsOwnDirection(within(said).getByText(RIGHT_TO_LEFT_TEXT))).toBe(true);
    await until(() => expect(played).toEqual(['receive', 'send', 'receive']));
    const answer = screen.getAllByRole('article', { name: 'Portal Assistant said' }).at(-1) as HTMLElement;
    expect(takesItsOwnDirection(within(answer).getByText(ARABIC_TEXT))).toBe(true);
  });
});
