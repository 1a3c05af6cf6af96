import { describe, expect, it } from 'vitest';
import { kindLabel, setAsideNotice } from './kind-labels';

describe('kind labels and the set-aside notice', () => {
  it('names each kind, and a kind of another build as it is', () => {
    expect(kindLabel('notificationDismissal')).toBe('Notification dismissal');
    expect(kindLabel('somethingNew')).toBe('somethingNew');
  });

  it('tells of a refused dismissal or finished tutorial with the reason (walkthrough 18, observation 1)', () => {
    expect(setAsideNotice('notificationDismissal', '400: Not allowed')).toEqual({
      title: 'Notification dismissal not accepted',
      message: '400: Not allowed',
    });
    expect(setAsideNotice('tutorialFinished', '422: Unknown tutorial')?.title).toBe(
      'Finished tutorial not accepted',
    );
  });

  it('leaves favorites to their own notice', () => {
    expect(setAsideNotice('favorites', '422: Favorite 120 is not in your menu')).toBeUndefined();
  });

  it('names the preference of a refused preference change kept for the next sign-in (walkthrough 37, D3)', () => {
    expect(
      setAsideNotice('preference', '400: Font Size must be 12 to 22.', {
        title: 'Font Size',
        type: 'Number',
        value: '30',
      }),
    ).toEqual({ title: 'Your Font Size change was not saved', message: '400: Font Size must be 12 to 22.' });
    expect(setAsideNotice('preference', '400: Invalid', 'not a change')?.title).toBe(
      'Preference change not accepted',
    );
  });
});
