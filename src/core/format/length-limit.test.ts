import { describe, expect, it } from 'vitest';
import { LENGTH_HINT_WITHIN, lengthLimitHint } from './length-limit';

describe('lengthLimitHint', () => {
  it('says nothing while the text is well under its limit', () => {
    expect(lengthLimitHint(0, 200)).toBeUndefined();
    expect(lengthLimitHint(200 - LENGTH_HINT_WITHIN - 1, 200)).toBeUndefined();
  });

  it('counts the characters near and at the limit', () => {
    expect(lengthLimitHint(200 - LENGTH_HINT_WITHIN, 200)).toBe('180 / 200 characters');
    expect(lengthLimitHint(200, 200)).toBe('200 / 200 characters');
  });
});
