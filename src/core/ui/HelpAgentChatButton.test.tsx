// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HelpAgent } from '../../contracts/help';
import { networkStateAtom } from '../network/network-monitor';
import { createStore, Provider } from '../state/jotai';
import { CHAT_OFFLINE_HINT, HelpAgentChatButton } from './HelpAgentChatButton';
import { helpAgentChatAtom } from './help-agent-chat';

afterEach(cleanup);

const agent: HelpAgent = {
  id: 1,
  agentName: 'Portal Assistant',
  tokenEndpointURL: 'builtin:help-topics',
  pageName: 'home',
};

function show(value: HelpAgent | null, online = true, onOpen?: () => void) {
  const store = createStore();
  store.set(networkStateAtom, { status: online ? 0 : 2, failedProbes: 0 });
  render(
    <MantineProvider env="test">
      <Provider store={store}>
        <HelpAgentChatButton agent={value} onOpen={onOpen} />
      </Provider>
    </MantineProvider>,
  );
  return store;
}

describe('HelpAgentChatButton', () => {
  it("opens the chat with the page's agent and tells the overlay", () => {
    const onOpen = vi.fn();
    const store = show(agent, true, onOpen);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with Portal Assistant' }));
    expect(store.get(helpAgentChatAtom)).toEqual({
      agentId: 1,
      agentName: 'Portal Assistant',
      tokenEndpointURL: 'builtin:help-topics',
    });
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it.each([
    ['no agent', null],
    ['an agent without id', { ...agent, id: null }],
    ['an agent without token endpoint', { ...agent, tokenEndpointURL: null }],
  ])('is not there for %s', (_case, value) => {
    show(value);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is disabled with a hint while offline', () => {
    const store = show(agent, false);
    const button = screen.getByRole('button', { name: 'Chat with Portal Assistant' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByRole('note').textContent).toBe(CHAT_OFFLINE_HINT);
    fireEvent.click(button);
    expect(store.get(helpAgentChatAtom)).toBeNull();
  });
});
