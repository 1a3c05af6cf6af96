import { describe, expect, it } from 'vitest';
import {
  ApiError,
  doneIfGone,
  isDroppedCall,
  isNotFound,
  messageOf,
  pageFailureMessage,
  UNEXPECTED_PAGE_FAILURE,
} from './api-error';

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

describe('pageFailureMessage: what a failed page tells the user', () => {
  it("says the app's own words", () => {
    expect(pageFailureMessage(new ApiError('http', 'You may not open this page.', 403))).toBe(
      'You may not open this page.',
    );
  });

  it("never shows a library's message (Dexie's short link, a DOMException's wording)", () => {
    const dexie = Object.assign(
      new Error('IndexedDB API missing. Please visit https://tinyurl.com/y2uuvskb'),
      {
        name: 'MissingAPIError',
      },
    );
    expect(pageFailureMessage(dexie)).toBe(UNEXPECTED_PAGE_FAILURE);
    expect(pageFailureMessage(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))).toBe(
      UNEXPECTED_PAGE_FAILURE,
    );
    expect(pageFailureMessage('a string')).toBe(UNEXPECTED_PAGE_FAILURE);
  });

  it('says nothing for a call dropped while signing out', () => {
    expect(pageFailureMessage(new ApiError('dropped', 'Signing out.'))).toBeUndefined();
  });
});

describe('isNotFound: what the call was about is not there', () => {
  it('is a 404 answer only', () => {
    expect(isNotFound(new ApiError('http', 'There is no announcement 4.', 404))).toBe(true);
    expect(isNotFound(new ApiError('http', 'You may not.', 403))).toBe(false);
    expect(isNotFound(new ApiError('network', 'offline'))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });
});

describe('doneIfGone: a write whose 404 means it is done', () => {
  it('settles on a 404 and on success, and throws any other failure', async () => {
    await expect(
      doneIfGone(Promise.reject(new ApiError('http', 'There is no topic 1.', 404))),
    ).resolves.toBeUndefined();
    await expect(doneIfGone(Promise.resolve('stored'))).resolves.toBeUndefined();
    const refused = new ApiError('http', 'You may not.', 403);
    await expect(doneIfGone(Promise.reject(refused))).rejects.toBe(refused);
  });
});
