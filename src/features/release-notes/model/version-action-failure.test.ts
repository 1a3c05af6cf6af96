import { describe, expect, it } from 'vitest';
import { ApiError, CONTRACT_MESSAGE } from '../../../core/api/api-error';
import { VERSION_CHANGE_MAY_HAVE_COMPLETED, versionActionFailure } from './version-action-failure';

describe('versionActionFailure', () => {
  it.each([
    [
      'an Activate of a version abandoned meanwhile',
      new ApiError('http', 'A version in status Abandon cannot become Active.', 400),
      'The version was not changed. A version in status Abandon cannot become Active.',
    ],
    [
      'a Deactivate of a version deactivated meanwhile',
      new ApiError('http', 'A version in status Inactive cannot become Inactive.', 400),
      'The version was not changed. A version in status Inactive cannot become Inactive.',
    ],
    [
      'an Abandon refused by a 500',
      new ApiError('http', 'The server failed.', 500),
      'The version was not changed. The server failed.',
    ],
    ['an answer cut short', new ApiError('contract', CONTRACT_MESSAGE), VERSION_CHANGE_MAY_HAVE_COMPLETED],
    [
      'an error that is no API answer',
      new Error(''),
      'The version was not changed. Something went wrong. Please try again.',
    ],
  ] as const)('says why for %s', (_case, error, said) => {
    expect(versionActionFailure(error)).toBe(said);
  });

  it('says nothing for a call dropped while signing out', () => {
    expect(versionActionFailure(new ApiError('dropped', ''))).toBeUndefined();
  });
});
