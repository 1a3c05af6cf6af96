import { describe, expect, test } from 'vitest';
import { isDirectoryDatabaseDown } from './directory-database';

describe('isDirectoryDatabaseDown', () => {
  test.each([
    ['down', 'ok', true],
    ['down', 'maintenance', true],
    ['up', 'ok', false],
  ] as const)('directory %s with status %s: %s', (directoryDatabase, status, expected) => {
    expect(isDirectoryDatabaseDown({ directoryDatabase, status })).toBe(expected);
  });
});
