import { describe, expect, it } from 'vitest';
import { ApiError, CONTRACT_MESSAGE, OFFLINE_MESSAGE } from '../../api/api-error';
import { isFailedRead } from './read-failure';

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
