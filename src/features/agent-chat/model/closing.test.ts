import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-state';
import { closingLosesQuestion } from './closing';

const user = (id: number, notSent: boolean): ChatMessage => ({
  id,
  sender: 'user',
  text: `message ${id}`,
  sendId: `send-${id}`,
  notSent,
});
const bot: ChatMessage = { id: 0, sender: 'bot', text: 'Hello' };

describe('closingLosesQuestion', () => {
  it('asks nothing when nothing would be lost: an empty or blank box, every message sent', () => {
    expect(closingLosesQuestion({ draft: '', messages: [] })).toBeUndefined();
    expect(closingLosesQuestion({ draft: ' \n ', messages: [bot, user(1, false)] })).toBeUndefined();
  });

  it.each([
    [
      'text in the box',
      'Where is my order?',
      [bot],
      'Closing the chat loses the unsent message in the box. Cancel keeps the chat open, so you can send it first.',
    ],
    [
      "a message marked 'Not sent'",
      '',
      [bot, user(1, true), user(2, false)],
      "Closing the chat loses 1 message marked 'Not sent'. Cancel keeps the chat open, so you can send it first.",
    ],
    [
      'both',
      'and another',
      [bot, user(1, true), user(2, true)],
      "Closing the chat loses the unsent message in the box and 2 messages marked 'Not sent'. Cancel keeps the chat open, so you can send them first.",
    ],
  ])('names what would be lost: %s', (_case, draft, messages, question) => {
    expect(closingLosesQuestion({ draft, messages })).toBe(question);
  });

  it('offers copying, not sending, once the chat has ended (its agent is gone)', () => {
    expect(closingLosesQuestion({ draft: 'hello?', messages: [bot, user(1, true)], ended: 'Gone.' })).toBe(
      "Closing the chat loses the unsent message in the box and 1 message marked 'Not sent'. Cancel keeps the chat open, so you can copy them first.",
    );
  });
});
