import { describe, expect, it } from 'vitest';
import { alertAgeMs } from './alert-age';

const MINUTE = 60_000;
const serverNow = Date.UTC(2026, 10, 29, 9, 0);
const createdAt = serverNow - 5 * MINUTE;

describe('alertAgeMs', () => {
  it.each([
    ['in step with the server', 0],
    ['ten minutes behind', -10 * MINUTE],
    ['an hour ahead', 60 * MINUTE],
  ])('tells the same age whatever the device clock: %s', (_name, skew) => {
    const receivedAt = serverNow + skew;
    expect(alertAgeMs(createdAt, serverNow, receivedAt, receivedAt)).toBe(5 * MINUTE);
    // Two minutes later by the device's own count.
    expect(alertAgeMs(createdAt, serverNow, receivedAt, receivedAt + 2 * MINUTE)).toBe(7 * MINUTE);
  });

  it('never goes below zero: an alert stamped after the data (a server clock step) is new', () => {
    expect(alertAgeMs(serverNow + MINUTE, serverNow, serverNow, serverNow)).toBe(0);
  });

  it('counts no time since receipt when the device clock stepped back, or no receipt is known', () => {
    expect(alertAgeMs(createdAt, serverNow, serverNow, serverNow - 30 * MINUTE)).toBe(5 * MINUTE);
    expect(alertAgeMs(createdAt, serverNow, undefined, serverNow)).toBe(5 * MINUTE);
  });
});
