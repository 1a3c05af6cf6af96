import { describe, expect, it } from 'vitest';
import { showsChatButton } from './help-chat-request';

describe('showsChatButton', () => {
  const agent = { id: 1, agentName: 'Bot', tokenEndpointURL: 'https://t.test/token', pageName: 'home' };

  it.each([
    ['an agent with id and token endpoint', agent, true],
    ['no agent', null, false],
    ['an agent without id', { ...agent, id: null }, false],
    ['an agent without token endpoint', { ...agent, tokenEndpointURL: null }, false],
    ['a blank token endpoint', { ...agent, tokenEndpointURL: ' ' }, false],
  ])('%s: %s', (_case, given, expected) => {
    expect(showsChatButton(given)).toBe(expected);
  });
});
