import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/api/api-error';
import { DISPLAY_DELETED_MEANWHILE, displaySaveFailure } from './display-save-failure';

const gone = new ApiError('http', 'There is no display 3.', 404);

describe('displaySaveFailure', () => {
  it('turns an update of a display deleted meanwhile into a new display, saying so', () => {
    expect(displaySaveFailure(gone, false)).toEqual({ message: DISPLAY_DELETED_MEANWHILE, saveAsNew: true });
    expect(DISPLAY_DELETED_MEANWHILE).toMatch(
      /^This display was deleted by someone else\. Save adds your text as a new display\./,
    );
  });

  it.each([
    ['a new display answered 404', gone, true, 'There is no display 3.'],
    ['a name taken', new ApiError('http', 'The name Yard is taken.', 400), false, 'The name Yard is taken.'],
    ['a 500', new ApiError('http', 'The server failed.', 500), false, 'The server failed.'],
  ])('shows the server message for %s, and stays as it is', (_case, error, isNew, message) => {
    expect(displaySaveFailure(error, isNew)).toEqual({ message, saveAsNew: false });
  });

  it('says nothing for a call dropped while signing out', () => {
    expect(displaySaveFailure(new ApiError('dropped', ''), false)).toEqual({
      message: undefined,
      saveAsNew: false,
    });
  });
});
