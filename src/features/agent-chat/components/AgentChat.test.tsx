// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatActivity } from '../../../contracts/help-chat';
import { createStore, Provider } from '../../../core/state/jotai';
import { helpAgentChatAtom } from '../../../core/ui/help-agent-chat';
import { AgentChat } from './AgentChat';

const service = vi.hoisted(() => ({
  startConversation: vi.fn(),
  sendChatMessage: vi.fn(),
}));
vi.mock('../chat-service', () => service);
const sounds = vi.hoisted(() => ({ playChatSound: vi.fn() }));
vi.mock('../sounds', () => sounds);

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
  const promise = new Promise<ChatActivity[]>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

let scrolls: number;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  scrolls = 0;
  HTMLElement.prototype.scrollTo = function scrollTo() {
    scrolls += 1;
  } as typeof HTMLElement.prototype.scrollTo;
  service.startConversation.mockResolvedValue([
    { type: 'conversationUpdate', conversation: { id: 'c-1' } },
    bot('Hello'),
  ]);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

async function openChat() {
  // The chat session is lazy-loaded: load it first, so opening shows it within the next act.
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
  // One turn for the lazy component to resolve, one for the conversation to start.
  await act(async () => {});
  await act(async () => {});
  return store;
}

const box = () => screen.getByRole('textbox', { name: 'Message' });

describe('AgentChat', () => {
  it('starts a conversation on opening and plays the receive sound once for the greeting', async () => {
    await openChat();
    expect(service.startConversation).toHaveBeenCalledWith(agent);
    expect(screen.getByRole('article', { name: 'Portal Assistant said' }).textContent?.trim()).toBe('Hello');
    expect(sounds.playChatSound.mock.calls).toEqual([['receive']]);
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
    service.sendChatMessage.mockReturnValue(reply.promise);
    fireEvent.change(box(), { target: { value: 'offline?' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(service.sendChatMessage).toHaveBeenCalledWith(agent, 'c-1', 'offline?');
    expect(screen.getByRole('article', { name: 'You said' }).textContent).toBe('offline?');
    expect((box() as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('status', { name: 'Portal Assistant is typing' })).toBeTruthy();
    expect(sounds.playChatSound).toHaveBeenLastCalledWith('send');

    await act(async () => reply.resolve([bot('one'), bot('two')]));
    expect(screen.queryByRole('status', { name: 'Portal Assistant is typing' })).toBeNull();
    expect(screen.getAllByRole('article', { name: 'Portal Assistant said' })).toHaveLength(3);
    expect(sounds.playChatSound.mock.calls).toEqual([['receive'], ['send'], ['receive']]);
  });

  it('ignores sending before the conversation has started', async () => {
    service.startConversation.mockResolvedValue([]);
    await openChat();
    fireEvent.change(box(), { target: { value: 'hello' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(service.sendChatMessage).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Starting the chat')).toBeTruthy();
  });

  it('turns typing off and shows nothing more when sending fails', async () => {
    await openChat();
    service.sendChatMessage.mockResolvedValue([]);
    fireEvent.change(box(), { target: { value: 'hello' } });
    await act(async () => fireEvent.keyDown(box(), { key: 'Enter' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('closing clears the help-agent-visible flag', async () => {
    const store = await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Close Chat Portal Assistant' }));
    expect(store.get(helpAgentChatAtom)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
