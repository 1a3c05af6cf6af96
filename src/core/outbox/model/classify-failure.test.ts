import { describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_HELD } from '../../../contracts/errors';
import { ApiError } from '../../api/api-error';
import { classifyFailure, failureReason } from './classify-failure';
import { RecordRejectedError } from './send-failures';

const http = (status: number) => new ApiError('http', `HTTP ${status}`, status);

describe('classifyFailure', () => {
  it.each([400, 403, 404, 409, 410, 413, 422])(
    'sets a record aside on HTTP %i (invalid record)',
    (status) => {
      expect(classifyFailure(http(status))).toBe('deadLetter');
    },
  );

  it.each([408, 429, 500, 502, 503, 504])('retries on HTTP %i', (status) => {
    expect(classifyFailure(http(status))).toBe('retry');
  });

  it.each<[string, unknown, string]>([
    ['no network', new ApiError('network', 'offline'), 'retry'],
    ['a timeout', new DOMException('timed out', 'AbortError'), 'retry'],
    [
      'a hub that is not connected',
      new Error("Cannot send data if the connection is not in the 'Connected' State."),
      'retry',
    ],
    ['something unexpected', 'a string', 'retry'],
    ['a hub rejection of the record', new RecordRejectedError('Unknown app'), 'deadLetter'],
    ['a body that fails the contract', new ApiError('contract', 'Text is required'), 'deadLetter'],
    [
      'an unreadable 2xx answer (the server applied it)',
      new ApiError('contract', 'unreadable', 200),
      'delivered',
    ],
    ['an unreadable 204 answer', new ApiError('contract', 'unreadable', 204), 'delivered'],
    ['an unreadable 4xx answer', new ApiError('contract', 'unreadable', 400), 'deadLetter'],
    ['an expired session', new ApiError('sessionExpired', 'expired', 401), 'sessionExpired'],
    ['a call dropped by sign-out', new ApiError('dropped', 'Signing out.'), 'sessionExpired'],
    ['a bare 401', http(401), 'sessionExpired'],
    [
      'a 403 refusing the account the call named (the app moves, then sends it)',
      new ApiError('http', "You don't have access to account 1001.", 403, undefined, ACCOUNT_NOT_HELD),
      'retry',
    ],
  ])('on %s: %s', (_name, error, expected) => {
    expect(classifyFailure(error)).toBe(expected);
  });
});

describe('failureReason', () => {
  it('keeps the server message with its status', () => {
    expect(failureReason(new ApiError('http', 'Favorite 9 is not in your menu', 400))).toBe(
      '400: Favorite 9 is not in your menu',
    );
  });

  it('does not repeat a status already in the message', () => {
    expect(failureReason(new ApiError('http', '404 Not Found', 404))).toBe('404 Not Found');
  });

  it('says something for errors without a message', () => {
    expect(failureReason(new Error(''))).toBe('Error');
    expect(failureReason(undefined)).toBe('undefined');
  });
});
