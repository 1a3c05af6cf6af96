import { describe, expect, it } from 'vitest';
import { chatReducer, openedChat } from './chat-state';

const bot = (text: string, conversationId = 'c-1') => ({
  type: 'message',
  text,
  from: { id: 'bot' },
  conversation: { id: conversationId },
});

describe('chatReducer', () => {
  it('opens empty, with the opening time and no conversation', () => {
    expect(openedChat(1_000)).toEqual({
      startedAt: 1_000,
      messages: [],
      nextId: 0,
      conversationId: undefined,
      typing: false,
      draft: '',
    });
  });

  it('takes the conversation id and the greeting from the start answer', () => {
    const state = chatReducer(openedChat(0), {
      type: 'started',
      activities: [{ type: 'conversationUpdate', conversation: { id: 'c-9' } }, bot('Hi!', 'c-9')],
    });
    expect(state.conversationId).toBe('c-9');
    expect(state.messages).toEqual([{ id: 0, sender: 'bot', text: 'Hi!' }]);
  });

  it('stays empty after a failed start (an empty list)', () => {
    const state = chatReducer(openedChat(0), { type: 'started', activities: [] });
    expect(state.messages).toEqual([]);
    expect(state.conversationId).toBeUndefined();
  });

  it('appends the sent message, clears the box and turns typing on', () => {
    const typed = chatReducer(openedChat(0), { type: 'draftChanged', text: 'hello\nthere' });
    const sent = chatReducer(typed, { type: 'sent', text: 'hello\nthere', sendId: 'send-1' });
    expect(sent).toMatchObject({ draft: '', typing: true });
    expect(sent.messages).toEqual([
      { id: 0, sender: 'user', text: 'hello\nthere', sendId: 'send-1', notSent: false },
    ]);
  });

  it('turns typing off and appends every bot message of the reply', () => {
    const sent = chatReducer(openedChat(0), { type: 'sent', text: 'q', sendId: 'send-1' });
    const replied = chatReducer(sent, {
      type: 'replied',
      activities: [bot('one'), { type: 'typing' }, bot('two')],
    });
    expect(replied.typing).toBe(false);
    expect(replied.messages.map((m) => [m.id, m.sender, m.text])).toEqual([
      [0, 'user', 'q'],
      [1, 'bot', 'one'],
      [2, 'bot', 'two'],
    ]);
  });

  it("turns typing off and marks the message 'Not sent' when its send failed, the others untouched", () => {
    let state = chatReducer(openedChat(0), { type: 'sent', text: 'first', sendId: 'send-1' });
    state = chatReducer(state, { type: 'sent', text: 'second', sendId: 'send-2' });
    state = chatReducer(state, { type: 'notSent', sendId: 'send-1' });
    expect(state.typing).toBe(false);
    expect(state.messages.map((m) => [m.text, m.sender === 'user' && m.notSent])).toEqual([
      ['first', true],
      ['second', false],
    ]);
  });

  it('ends the chat when a send failed because its agent is gone: the first reason stays', () => {
    let state = chatReducer(openedChat(0), { type: 'sent', text: 'first', sendId: 'send-1' });
    expect(state.ended).toBeUndefined();
    state = chatReducer(state, { type: 'notSent', sendId: 'send-1', ended: 'The agent is gone.' });
    expect(state).toMatchObject({ typing: false, ended: 'The agent is gone.' });
    state = chatReducer(state, { type: 'notSent', sendId: 'send-1' });
    expect(state.ended).toBe('The agent is gone.');
  });

  it('sends a message marked not sent again at the end, unmarked, with the box left as it is', () => {
    let state = chatReducer(openedChat(0), { type: 'sent', text: 'lost', sendId: 'send-1' });
    state = chatReducer(state, { type: 'notSent', sendId: 'send-1' });
    state = chatReducer(state, { type: 'sent', text: 'next', sendId: 'send-2' });
    state = chatReducer(state, { type: 'replied', activities: [bot('answer to next')] });
    state = chatReducer(state, { type: 'draftChanged', text: 'typing on' });
    state = chatReducer(state, { type: 'resent', sendId: 'send-1' });
    expect(state).toMatchObject({ typing: true, draft: 'typing on' });
    expect(state.messages.map((m) => [m.id, m.text, m.sender === 'user' && m.notSent])).toEqual([
      [1, 'next', false],
      [2, 'answer to next', false],
      [3, 'lost', false],
    ]);
    // Its send id (the Idempotency-Key) goes with it: the server answers the repeat once.
    expect(state.messages.at(-1)).toMatchObject({ sender: 'user', sendId: 'send-1' });
    // A second click finds it on its way: nothing changes.
    expect(chatReducer(state, { type: 'resent', sendId: 'send-1' })).toBe(state);
  });

  it('keeps a draft over 2000 characters whole: the box says it is too long (walkthrough 35, D2)', () => {
    const pasted = 'a'.repeat(2100);
    expect(chatReducer(openedChat(0), { type: 'draftChanged', text: pasted }).draft).toBe(pasted);
  });
});
