import { describe, expect, it } from 'vitest';
import { lateAnswer } from './direct-line-relay';

describe('lateAnswer', () => {
  it('heads the answer with its question on one line, escaped, cut at 80 characters', () => {
    expect(lateAnswer('The answer.', 'what is **this**\n<b>x</b>?')).toBe(
      '*Late answer to “what is \\*\\*this\\*\\* \\<b\\>x\\</b\\>?”:*\n\nThe answer.',
    );
    const long = lateAnswer('A', 'word '.repeat(30));
    expect(long).toMatch(/^\*Late answer to “(word ){15}word…”:\*\n\nA$/);
  });
});
