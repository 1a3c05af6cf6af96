import { describe, expect, it } from 'vitest';
import { draftCounter, draftProblem, hasText, keyIntent, messageToSend } from './message-rules';

const ready = { conversationId: 'c-1', tokenEndpointURL: 'builtin:help-topics', connected: true };

describe('messageToSend', () => {
  it.each([
    ['an empty text', ''],
    ['a text of spaces and line breaks', '  \n\t '],
    ['a text over 2000 characters', 'a'.repeat(2001)],
  ])('sends nothing for %s', (_case, draft) => {
    expect(messageToSend(draft, ready)).toBeUndefined();
  });

  it('sends a text of exactly 2000 characters as typed', () => {
    const draft = `${'a'.repeat(1999)}b`;
    expect(messageToSend(draft, ready)).toBe(draft);
  });

  it('keeps the line breaks of a multi-line message', () => {
    expect(messageToSend('first\nsecond', ready)).toBe('first\nsecond');
  });

  it('sends nothing without a conversation id', () => {
    expect(messageToSend('hello', { ...ready, conversationId: undefined })).toBeUndefined();
  });

  it('sends nothing without a token endpoint', () => {
    expect(messageToSend('hello', { ...ready, tokenEndpointURL: '' })).toBeUndefined();
  });

  it('sends nothing offline (the text stays in the box)', () => {
    expect(messageToSend('hello', { ...ready, connected: false })).toBeUndefined();
  });
});

describe('hasText', () => {
  it('shows the send button only for a non-blank text', () => {
    expect(hasText('  ')).toBe(false);
    expect(hasText('\u200B\u200B')).toBe(false);
    expect(hasText(' a ')).toBe(true);
  });
});

describe('draftProblem and draftCounter', () => {
  it('counts the draft, and says one over 2000 characters is too long with its count (walkthrough 35, D2)', () => {
    expect(draftCounter('hi')).toBe('2 / 2000');
    expect(draftProblem('x'.repeat(2000))).toBeUndefined();
    const pasted = 'x'.repeat(2500);
    expect(draftCounter(pasted)).toBe('2500 / 2000');
    expect(draftProblem(pasted)).toBe('A message is at most 2000 characters: this one has 2500.');
    expect(messageToSend(pasted, ready)).toBeUndefined();
  });

  it('counts an emoji as one character, as the server does', () => {
    const almostFull = 'x'.repeat(1999);
    expect(draftCounter(`${almostFull}🚚`)).toBe('2000 / 2000');
    expect(draftProblem(`${almostFull}🚚`)).toBeUndefined();
    expect(messageToSend(`${almostFull}🚚`, ready)).toBe(`${almostFull}🚚`);
    expect(draftProblem(`${almostFull}🚚🚚`)).toBe(
      'A message is at most 2000 characters: this one has 2001.',
    );
  });
});

describe('keyIntent', () => {
  it.each([
    [{ key: 'Enter', shiftKey: false, isComposing: false }, 'send'],
    [{ key: 'Enter', shiftKey: true, isComposing: false }, 'type'],
    [{ key: 'Enter', shiftKey: false, isComposing: true }, 'type'],
    [{ key: 'a', shiftKey: false, isComposing: false }, 'type'],
  ] as const)('answers %o with %s', (press, intent) => {
    expect(keyIntent(press)).toBe(intent);
  });
});
