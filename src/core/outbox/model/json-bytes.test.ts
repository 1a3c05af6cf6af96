import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-bytes';

describe('jsonBytes', () => {
  it('counts an ASCII value by its JSON length', () => {
    expect(jsonBytes({ appUrl: '/home?x=1' })).toBe('{"appUrl":"/home?x=1"}'.length);
  });

  it('counts other characters in their UTF-8 bytes', () => {
    // "é" is 2 bytes, "€" 3, "😀" 4 (two UTF-16 units).
    expect(jsonBytes('é€😀')).toBe(2 + 2 + 3 + 4);
  });
});
