import { describe, expect, it } from 'vitest';
import { ApiError, CONTRACT_MESSAGE, OFFLINE_MESSAGE } from '../../api/api-error';
import { isFailedRead, retryAtOf } from './read-failure';

describe('isFailedRead', () => {
  it.each<[string, unknown, boolean]>([
    ['no error', undefined, false],
    ['a server error (500)', new ApiError('http', 'Boom', 500), true],
    ['too many requests (429)', new ApiError('http', 'Slow down', 429, 30_000), true],
    ['an answer the app cannot read', new ApiError('contract', CONTRACT_MESSAGE, 200), true],
    ['any other error', new Error('x'), true],
    ['the server out of reach: it loads once connected', new ApiError('network', OFFLINE_MESSAGE), false],
    ['a call dropped while signing out: no failure', new ApiError('dropped', 'Signing out.'), false],
  ])('%s', (_case, error, failed) => {
    expect(isFailedRead(error)).toBe(failed);
  });
});

describe('retryAtOf', () => {
  it('is when the Retry-After wait ends, counted from the answer', () => {
    expect(retryAtOf(new ApiError('http', 'Slow down', 429, 30_000), 1_000)).toBe(31_000);
  });
  it('is undefined without a wait', () => {
    expect(retryAtOf(new ApiError('http', 'Slow down', 429), 1_000)).toBeUndefined();
    expect(retryAtOf(new ApiError('http', 'Slow down', 429, 0), 1_000)).toBeUndefined();
    expect(retryAtOf(new Error('x'), 1_000)).toBeUndefined();
  });
});
