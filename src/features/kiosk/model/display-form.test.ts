import { describe, expect, it } from 'vitest';
import { formValuesOf, movePanel, newPanel, validateDisplayForm } from './display-form';

describe('validateDisplayForm', () => {
  it('answers the display to save when valid', () => {
    const result = validateDisplayForm({ ...formValuesOf(undefined, 1001), name: ' Lobby ' });
    expect(result).toEqual({ display: expect.objectContaining({ name: 'Lobby', accountId: 1001 }) });
  });

  it('names each wrong field with the contract message', () => {
    const result = validateDisplayForm({
      ...formValuesOf(undefined, undefined),
      refreshSeconds: 1,
      panels: [],
    });
    expect(result).toEqual({
      errors: {
        name: 'A display needs a name.',
        accountId: 'A display needs an account.',
        refreshSeconds: 'Refresh interval must be at least 15 seconds.',
        panels: 'A display needs at least one panel.',
      },
    });
  });

  it('refuses a report panel without an http(s) address', () => {
    const result = validateDisplayForm({
      ...formValuesOf(undefined, 1001),
      name: 'X',
      panels: [{ ...newPanel('report'), title: 'R' } as never],
    });
    expect(result).toEqual({ errors: { panels: 'A report panel needs an http(s) address.' } });
  });
});

describe('movePanel', () => {
  const panels = [newPanel('clock'), newPanel('alerts'), newPanel('keyFigures')];
  it('moves a panel up or down and leaves the ends alone', () => {
    expect(movePanel(panels, 1, -1).map((p) => p.kind)).toEqual(['alerts', 'clock', 'keyFigures']);
    expect(movePanel(panels, 1, 1).map((p) => p.kind)).toEqual(['clock', 'keyFigures', 'alerts']);
    expect(movePanel(panels, 0, -1)).toEqual(panels);
    expect(movePanel(panels, 2, 1)).toEqual(panels);
  });
});
