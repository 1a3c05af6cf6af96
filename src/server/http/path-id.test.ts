import { describe, expect, it } from 'vitest';
import { pathId } from './path-id';

describe('pathId', () => {
  it.each(['0', '4', '8', '1001', String(Number.MAX_SAFE_INTEGER)])('reads %s', (value) => {
    expect(pathId(value)).toBe(Number(value));
  });

  it.each([
    '0x4',
    '8.0',
    '04',
    ' 4',
    '4 ',
    '4e0',
    '-4',
    '+4',
    '',
    '\u0000',
    '١',
    '9007199254740993',
    undefined,
  ])('refuses %j', (value) => {
    expect(pathId(value)).toBeUndefined();
  });
});
