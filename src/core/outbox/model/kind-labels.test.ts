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
});
