import { describe, expect, it } from 'vitest';
import { ApiError, OFFLINE_MESSAGE } from '../../../core/api/api-error';
import {
  changeFailedText,
  changeNeedsConnection,
  failedListText,
  impersonationListShown,
  type ListAnswer,
  listFailureOf,
  NO_MATCHES_TEXT,
  offlineListText,
} from './impersonation-list';

const sam = { value: '2', title: 'Sam Supervisor', subtitle: 'LAX' };
const noNetwork = new ApiError('network', OFFLINE_MESSAGE);
const refused = new ApiError('http', 'Not now', 500);
const dropped = new ApiError('dropped', 'Signing out.');

describe('impersonationListShown', () => {
  it.each<[string, ListAnswer, boolean, string]>([
    ['waiting for the first answer', undefined, true, 'loading'],
    ['options found', { options: [sam] }, true, 'options'],
    ['the server found nobody', { options: [] }, true, 'noMatches'],
    ['offline before any answer', undefined, false, 'offline'],
    ['offline with an earlier answer: it is not listed as current', { options: [sam] }, false, 'offline'],
    ['offline with an earlier empty answer: never "No matches."', { options: [] }, false, 'offline'],
    ['the request found no network', { failure: 'network' }, true, 'offline'],
    ['the server failed', { failure: 'server' }, true, 'failed'],
  ])('%s', (_case, answer, connected, kind) => {
    expect(impersonationListShown(answer, connected).kind).toBe(kind);
  });

  it('offers Try again only while the banner still says connected', () => {
    expect(impersonationListShown(undefined, false)).toEqual({ kind: 'offline', retry: false });
    expect(impersonationListShown({ failure: 'network' }, true)).toEqual({ kind: 'offline', retry: true });
  });

  it('hands the options on', () => {
    expect(impersonationListShown({ options: [sam] }, true)).toEqual({ kind: 'options', options: [sam] });
  });
});

describe('listFailureOf', () => {
  it.each<[string, unknown, ReturnType<typeof listFailureOf>]>([
    ['no network', noNetwork, 'network'],
    ['the server refused', refused, 'server'],
    ['anything else', new Error('boom'), 'server'],
    ['a call dropped while signing out: no failure, the list stays as it was', dropped, undefined],
  ])('%s', (_case, error, failure) => {
    expect(listFailureOf(error)).toBe(failure);
  });
});

describe('the list texts', () => {
  it('name the list, and say offline and failure apart from "No matches."', () => {
    expect(offlineListText('user')).toBe(
      'The list of users cannot be loaded while offline. It will load once the connection is back.',
    );
    expect(offlineListText('supervisor')).toContain('The list of supervisors');
    expect(failedListText('user')).toBe('The list of users could not be loaded. Please try again.');
    for (const text of [offlineListText('user'), failedListText('supervisor')])
      expect(text).not.toContain(NO_MATCHES_TEXT);
  });
});

describe('changing whom to act for', () => {
  it('needs the server for a user, not for a supervisor (kept on the device)', () => {
    expect(changeNeedsConnection('user')).toBe(true);
    expect(changeNeedsConnection('supervisor')).toBe(false);
  });

  it('says a failed change changed nothing, and tells no network from a refusal', () => {
    expect(changeFailedText(noNetwork)).toBe(
      'The server could not be reached, so nothing changed. Please try again once connected.',
    );
    expect(changeFailedText(refused)).toBe('Impersonation could not be changed. Please try again.');
    expect(changeFailedText(new Error('anything else'))).toBe(
      'Impersonation could not be changed. Please try again.',
    );
  });

  it('says nothing for a change dropped while signing out (S1 §4): nothing failed', () => {
    expect(changeFailedText(dropped)).toBeUndefined();
  });
});
