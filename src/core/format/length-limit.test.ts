import { describe, expect, it } from 'vitest';
import { LENGTH_HINT_WITHIN, lengthLimitHint } from './length-limit';

describe('lengthLimitHint', () => {
  it('says nothing while the text is well under its limit', () => {
    expect(lengthLimitHint('', 200)).toBeUndefined();
    expect(lengthLimitHint('a'.repeat(200 - LENGTH_HINT_WITHIN - 1), 200)).toBeUndefined();
  });

  it('counts the characters near and at the limit', () => {
    expect(lengthLimitHint('a'.repeat(200 - LENGTH_HINT_WITHIN), 200)).toBe('180 / 200 characters');
    expect(lengthLimitHint('a'.repeat(200), 200)).toBe('200 / 200 characters');
  });

  it('counts an emoji as one character, as the contract does (walkthrough 15, D5)', () => {
    expect(lengthLimitHint('🚗'.repeat(100), 200)).toBeUndefined();
    expect(lengthLimitHint('🚗'.repeat(190), 200)).toBe('190 / 200 characters');
  });
});
