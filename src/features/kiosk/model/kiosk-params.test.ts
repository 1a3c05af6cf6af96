import { describe, expect, it } from 'vitest';
import { displayIdOf, kioskSearchOf } from './kiosk-params';

describe('displayIdOf', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['0', 0],
    ['-3', 0],
    ['1.5', 0],
    ['abc', 0],
    ['', 0],
  ])('reads %j as display %i', (param, id) => {
    expect(displayIdOf(param)).toBe(id);
  });
});

describe('kioskSearchOf', () => {
  it.each([
    [{ setup: '' }, { setup: true }],
    [{ setup: true }, { setup: true }],
    [{ setup: 1 }, { setup: true }],
    [{ setup: 'false' }, {}],
    [{ other: 1 }, {}],
  ])('reads %o as %o', (search, expected) => {
    expect(kioskSearchOf(search)).toEqual(expected);
  });
});
