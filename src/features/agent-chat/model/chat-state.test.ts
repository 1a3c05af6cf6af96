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
    const sent = chatReducer(typed, { type: 'sent', text: 'hello\nthere' });
    expect(sent).toMatchObject({ draft: '', typing: true });
    expect(sent.messages).toEqual([{ id: 0, sender: 'user', text: 'hello\nthere' }]);
  });

  it('turns typing off and appends every bot message of the reply', () => {
    const sent = chatReducer(openedChat(0), { type: 'sent', text: 'q' });
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

  it('turns typing off and shows nothing after a failed send', () => {
    const sent = chatReducer(openedChat(0), { type: 'sent', text: 'q' });
    const replied = chatReducer(sent, { type: 'replied', activities: [] });
    expect(replied).toMatchObject({ typing: false });
    expect(replied.messages).toHaveLength(1);
  });

  it('keeps the draft within 2000 characters', () => {
    expect(chatReducer(openedChat(0), { type: 'draftChanged', text: 'a'.repeat(2100) }).draft).toHaveLength(
      2000,
    );
  });
});
