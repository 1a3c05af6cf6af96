import { describe, expect, it } from 'vitest';
import { isNoUserPath } from './routes';

describe('isNoUserPath', () => {
  it.each([
    ['/display/1', true],
    ['/display/42', true],
    ['/display', true],
    ['/display/', true],
    ['/home', false],
    ['/configuration/displays', false],
    ['/configuration', false],
    ['/sign-in', false],
    ['/error/503', false],
    ['/display/1/more', false],
    ['/', false],
  ])('says %s has no user: %s', (path, expected) => {
    expect(isNoUserPath(path)).toBe(expected);
  });
});
