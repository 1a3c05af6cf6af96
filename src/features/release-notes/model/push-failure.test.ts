import { describe, expect, it } from 'vitest';
import { ApiError, CONTRACT_MESSAGE, OFFLINE_MESSAGE } from '../../../core/api/api-error';
import { PUSH_MAY_HAVE_COMPLETED, pushFailure } from './push-failure';

describe('pushFailure (walkthrough 37, D6)', () => {
  it.each([
    [
      'a refusal, with its reason',
      new ApiError('http', 'Only admins can push a release.', 403),
      'Notifications were not sent. Only admins can push a release.',
    ],
    [
      'no Active version',
      new ApiError('http', 'No active version.', 404),
      'Notifications were not sent. No active version.',
    ],
    ['an unreadable answer', new ApiError('contract', CONTRACT_MESSAGE), PUSH_MAY_HAVE_COMPLETED],
    ['a connection lost on the way', new ApiError('network', OFFLINE_MESSAGE), PUSH_MAY_HAVE_COMPLETED],
    ['a call dropped while signing out', new ApiError('dropped', 'dropped'), undefined],
  ])('says so for %s', (_case, error, expected) => {
    expect(pushFailure(error)).toBe(expected);
  });
});
