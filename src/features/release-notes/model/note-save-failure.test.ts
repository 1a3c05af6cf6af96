import { describe, expect, it } from 'vitest';
import { ABANDONED_NOTES_MESSAGE, NOTE_CHANGED_MESSAGE } from '../../../contracts/release-authoring';
import { ApiError, CONTRACT_MESSAGE } from '../../../core/api/api-error';
import { SAVE_MAY_HAVE_COMPLETED } from '../../../core/api/save-failure';
import { NOTE_CHANGED_MEANWHILE, NOTE_DELETED_MEANWHILE, noteSaveFailure } from './note-save-failure';

const gone = new ApiError('http', 'There is no release note 4.', 404);

describe('noteSaveFailure', () => {
  it.each([
    [
      'an Update of a note changed meanwhile',
      new ApiError('http', NOTE_CHANGED_MESSAGE, 409),
      false,
      NOTE_CHANGED_MEANWHILE,
    ],
    ['an Update of a note deleted meanwhile', gone, false, NOTE_DELETED_MEANWHILE],
    [
      'a new note of a version gone',
      new ApiError('http', 'There is no release version 9.', 404),
      true,
      'The note was not saved. There is no release version 9.',
    ],
    [
      'a note of an abandoned version',
      new ApiError('http', ABANDONED_NOTES_MESSAGE, 409),
      false,
      `The note was not saved. ${ABANDONED_NOTES_MESSAGE}`,
    ],
    [
      'a 500',
      new ApiError('http', 'The server failed.', 500),
      true,
      'The note was not saved. The server failed.',
    ],
    ['an answer cut short', new ApiError('contract', CONTRACT_MESSAGE), true, SAVE_MAY_HAVE_COMPLETED],
    [
      'an error that is no API answer',
      new Error(''),
      false,
      'The note was not saved. Something went wrong. Please try again.',
    ],
    ['a call dropped while signing out', new ApiError('dropped', 'dropped'), false, undefined],
  ])('words %s', (_case, error, isNew, expected) => {
    expect(noteSaveFailure(error, isNew)).toBe(expected);
  });
});
