import { describe, expect, it } from 'vitest';
import { focusSuccessor } from './focus-successor';

const usableExcept =
  (...gone: string[]) =>
  (peer: string) =>
    !gone.includes(peer);

describe('focusSuccessor', () => {
  it('takes the next usable control after the one that went', () => {
    expect(focusSuccessor(['a', 'b', 'c'], 0, usableExcept('a'))).toBe('b');
    expect(focusSuccessor(['a', 'b', 'c', 'd'], 1, usableExcept('b', 'c'))).toBe('d');
  });

  it('takes the nearest previous one when none follows', () => {
    expect(focusSuccessor(['a', 'b', 'c'], 2, usableExcept('c'))).toBe('b');
    expect(focusSuccessor(['a', 'b', 'c'], 2, usableExcept('b', 'c'))).toBe('a');
  });

  it('leaves it to the caller when none is left', () => {
    expect(focusSuccessor(['a'], 0, usableExcept('a'))).toBeUndefined();
    expect(focusSuccessor([], 0, () => true)).toBeUndefined();
  });
});
