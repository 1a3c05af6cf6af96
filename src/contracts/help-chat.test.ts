import { describe, expect, it } from 'vitest';
import {
  activityList,
  botMessagesOf,
  chatAgentOf,
  conversationIdOf,
  helpMessageRequestSchema,
  helpMessageResponseSchema,
  helpStartResponseSchema,
} from './help-chat';

const activity = (fields: Record<string, unknown>) => ({ type: 'message', ...fields });

describe('conversationIdOf', () => {
  it('takes the id of the first activity', () => {
    expect(
      conversationIdOf([activity({ conversation: { id: 'a' } }), activity({ conversation: { id: 'b' } })]),
    ).toBe('a');
  });

  it('takes the second when the first has none', () => {
    expect(conversationIdOf([{ type: 'typing' }, activity({ conversation: { id: 'b' } })])).toBe('b');
  });

  it('looks no further than the second', () => {
    expect(
      conversationIdOf([{ type: 'typing' }, { type: 'typing' }, activity({ conversation: { id: 'c' } })]),
    ).toBe(undefined);
    expect(conversationIdOf([])).toBeUndefined();
  });
});

describe('botMessagesOf', () => {
  it('keeps bot messages with text, in order, and drops the rest', () => {
    const answer = helpStartResponseSchema.parse([
      { type: 'conversationUpdate', from: { id: 'bot' } },
      activity({ text: 'Hello', from: { id: 'bot' } }),
      activity({ text: '   ', from: { id: 'bot' } }),
      activity({ from: { id: 'bot' } }),
      activity({ text: 'my own echo', from: { id: 'user' } }),
      { type: 'typing', text: 'not a message', from: { id: 'bot' } },
      activity({ text: '**Second**', from: { id: 'x-bot' }, extra: { kept: true } }),
    ]);
    expect(botMessagesOf(answer)).toEqual(['Hello', '**Second**']);
  });
});

describe('help/message answer', () => {
  it('reads an array or a single activity as a list', () => {
    const single = helpMessageResponseSchema.parse(activity({ text: 'one', from: { id: 'bot' } }));
    const many = helpMessageResponseSchema.parse([activity({ text: 'two', from: { id: 'bot' } })]);
    expect(botMessagesOf(activityList(single))).toEqual(['one']);
    expect(botMessagesOf(activityList(many))).toEqual(['two']);
  });

  it('refuses an answer that is no activity', () => {
    expect(helpMessageResponseSchema.safeParse({ text: 'no type' }).success).toBe(false);
  });
});

describe('helpMessageRequestSchema', () => {
  const body = {
    conversationId: 'c',
    message: 'hi',
    bearerToken: 't',
    directConnectUrl: 'builtin:help-topics',
  };

  it('accepts a message up to 2000 characters', () => {
    expect(helpMessageRequestSchema.safeParse({ ...body, message: 'a'.repeat(2000) }).success).toBe(true);
  });

  it('counts an emoji as one character, as the box does', () => {
    expect(helpMessageRequestSchema.safeParse({ ...body, message: '🚚'.repeat(2000) }).success).toBe(true);
    expect(helpMessageRequestSchema.safeParse({ ...body, message: '🚚'.repeat(2001) }).success).toBe(false);
  });

  it.each([
    ['blank', '  '],
    ['too long', 'a'.repeat(2001)],
  ])('refuses a %s message', (_case, message) => {
    expect(helpMessageRequestSchema.safeParse({ ...body, message }).success).toBe(false);
  });
});

describe('chatAgentOf', () => {
  const agent = {
    id: 1,
    agentName: 'Portal Assistant',
    tokenEndpointURL: 'builtin:help-topics',
    pageName: 'home',
  };

  it('gives the agent when it has an id and a token endpoint', () => {
    expect(chatAgentOf(agent)).toEqual({
      agentId: 1,
      agentName: 'Portal Assistant',
      tokenEndpointURL: 'builtin:help-topics',
    });
  });

  it.each([
    ['no agent', null],
    ['no id', { ...agent, id: null }],
    ['no token endpoint', { ...agent, tokenEndpointURL: null }],
    ['a blank token endpoint', { ...agent, tokenEndpointURL: ' ' }],
  ])('gives nothing for %s', (_case, value) => {
    expect(chatAgentOf(value)).toBeUndefined();
  });
});
