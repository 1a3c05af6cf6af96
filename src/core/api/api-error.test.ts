import { describe, expect, it } from 'vitest';
import { ApiError, isDroppedCall, messageOf } from './api-error';

describe('messageOf: what a failure tells the user', () => {
  it("is the error's own message, else a general one, never empty", () => {
    expect(messageOf(new ApiError('http', 'Title is required.', 400))).toBe('Title is required.');
    expect(messageOf(new Error(''))).toBe('Something went wrong. Please try again.');
    expect(messageOf('a thrown string')).toBe('Something went wrong. Please try again.');
  });

  it('is nothing for a call dropped while signing out (S1 §4): no failure, the sign-in page follows', () => {
    const dropped = new ApiError('dropped', 'Signing out.');
    expect(isDroppedCall(dropped)).toBe(true);
    expect(messageOf(dropped)).toBeUndefined();
    expect(messageOf(new ApiError('sessionExpired', 'Session expired, please re-login!'))).toBe(
      'Session expired, please re-login!',
    );
  });
});

describe('ApiError.retryAt', () => {
  it("is when the server's Retry-After wait ends, counted from the failure; none without a wait", () => {
    const before = Date.now();
    const tooMany = new ApiError('http', 'Too many requests.', 429, 30_000);
    expect(tooMany.retryAt).toBeGreaterThanOrEqual(before + 30_000);
    expect(tooMany.retryAt).toBeLessThanOrEqual(Date.now() + 30_000);
    expect(new ApiError('http', 'Busy', 429).retryAt).toBeUndefined();
    expect(new ApiError('http', 'Busy', 429, 0).retryAt).toBeUndefined();
  });
});
