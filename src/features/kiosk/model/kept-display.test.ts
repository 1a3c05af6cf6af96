import { describe, expect, it } from 'vitest';
import type { Display } from '../../../contracts/displays';
import { formValuesOf } from './display-form';
import { KEPT_DISPLAY_NOTICE, keptDisplay, keptDisplaySchema } from './kept-display';

const metro: Display = {
  id: 1,
  name: 'Metro Airport counter',
  accountId: 1001,
  accountName: 'Metro Airport',
  timezone: 'America/Chicago',
  layout: 'rotate',
  rotateSeconds: 15,
  refreshSeconds: 60,
  panels: [{ kind: 'clock' }, { kind: 'keyFigures' }],
};

/** Through the tab's storage and back, as an expiry and the next sign-in take it. */
const throughStorage = (value: unknown) => keptDisplaySchema.safeParse(JSON.parse(JSON.stringify(value)));

describe('keptDisplay (walkthrough 37, D2)', () => {
  it('keeps nothing while the form is as it opened', () => {
    expect(keptDisplay(formValuesOf(metro, 1001), metro, 1001)).toBeUndefined();
    expect(keptDisplay(formValuesOf(undefined, 1001), undefined, 1001)).toBeUndefined();
  });

  it('keeps an edit with the display it loaded, and reads it back as it was', () => {
    const values = { ...formValuesOf(metro, 1001), name: 'Metro Airport counter (east)', refreshSeconds: 45 };
    const kept = keptDisplay(values, metro, 1001);
    expect(kept).toEqual({ values, loaded: metro });
    expect(throughStorage(kept)).toEqual({ success: true, data: { values, loaded: metro } });
  });

  it("keeps a new display's draft as typed: a blank report panel, a number that is no number", () => {
    const values = {
      ...formValuesOf(undefined, 1001),
      name: 'Lobby',
      rotateSeconds: '1.5',
      refreshSeconds: '' as const,
      panels: [{ kind: 'report' as const, title: '', url: 'https://' }],
    };
    const kept = keptDisplay(values, undefined, 1001);
    expect(kept).toEqual({ values });
    expect(throughStorage(kept)).toEqual({ success: true, data: { values } });
  });

  it('names the display in the note a restored form shows', () => {
    expect(KEPT_DISPLAY_NOTICE).toBe(
      'You were signed out before this display was saved: here is your text as you left it. Save it, or Cancel to drop it.',
    );
  });
});
