import { describe, expect, it } from 'vitest';
import { ApiError, CONTRACT_MESSAGE, OFFLINE_MESSAGE } from './api-error';
import { SAVE_MAY_HAVE_COMPLETED, saveFailureMessage } from './save-failure';

describe('saveFailureMessage', () => {
  it.each([
    ['an unreadable answer', new ApiError('contract', CONTRACT_MESSAGE), SAVE_MAY_HAVE_COMPLETED],
    ['a connection lost on the way', new ApiError('network', OFFLINE_MESSAGE), SAVE_MAY_HAVE_COMPLETED],
    ['a 500', new ApiError('http', 'The server failed.', 500), 'The server failed.'],
    ['a 429', new ApiError('http', 'Too many requests.', 429), 'Too many requests.'],
    ['a 400', new ApiError('http', 'A help topic needs a title.', 400), 'A help topic needs a title.'],
    ['a call dropped while signing out', new ApiError('dropped', 'dropped'), undefined],
  ])('says so for %s', (_case, error, expected) => {
    expect(saveFailureMessage(error)).toBe(expected);
  });

  it('tells that Save is safe to press again after a lost answer', () => {
    expect(SAVE_MAY_HAVE_COMPLETED).toMatch(/may not have completed/);
    expect(SAVE_MAY_HAVE_COMPLETED).toMatch(/Save again is safe/);
  });
});
