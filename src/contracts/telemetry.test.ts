import { describe, expect, it } from 'vitest';
import { isHubInformation } from './telemetry';

describe('isHubInformation', () => {
  it.each([
    [{ kind: 'hub-log', level: 2 }, true],
    [{ kind: 'hub-log', level: 3 }, false],
    [{ kind: 'hub-log', level: 5 }, false],
    [{ kind: 'hub-log' }, false],
    [{ kind: 'exception', level: 2 }, false],
    [{ kind: 'uncaught-error' }, false],
  ] as const)('%j: %s', (report, expected) => {
    expect(isHubInformation(report)).toBe(expected);
  });
});
