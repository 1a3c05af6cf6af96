import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROTATE_SECONDS,
  errorsAfterPanelsChange,
  formValuesOf,
  movePanel,
  newPanel,
  validateDisplayForm,
  withoutError,
} from './display-form';

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

  it('refuses seconds typed that are no whole number, saying so (walkthrough 8)', () => {
    const result = validateDisplayForm({
      ...formValuesOf(undefined, 1001),
      name: 'Lobby',
      refreshSeconds: '1e3',
    });
    expect(result).toEqual({ errors: { refreshSeconds: 'Enter a whole number of seconds (digits only).' } });
    const grid = {
      ...formValuesOf(undefined, 1001),
      name: 'Lobby',
      layout: 'grid' as const,
      rotateSeconds: '15.5',
    };
    // Not used by a grid display, so never its reason to refuse.
    expect(validateDisplayForm(grid)).toEqual({ display: expect.objectContaining({ rotateSeconds: 20 }) });
  });

  it("refuses another display's name at the name field, as the server does, but not the display's own", () => {
    const others = [{ id: 1, name: 'Metro Airport counter' }];
    const values = { ...formValuesOf(undefined, 1001), name: 'metro airport counter' };
    expect(validateDisplayForm(values, others)).toEqual({
      errors: {
        name: "Another display is already named 'metro airport counter': give this one a name of its own.",
      },
    });
    expect(validateDisplayForm(values, others, 1)).toEqual({
      display: expect.objectContaining({ name: 'metro airport counter' }),
    });
  });

  it('refuses a report panel without an http(s) address', () => {
    const result = validateDisplayForm({
      ...formValuesOf(undefined, 1001),
      name: 'X',
      panels: [{ ...newPanel('report'), title: 'R' } as never],
    });
    expect(result).toEqual({
      errors: { reportPanels: { 0: { url: 'A report panel needs an http(s) address.' } } },
    });
  });

  it("names every report panel's title and address at once, by the panel's place", () => {
    const result = validateDisplayForm({
      ...formValuesOf(undefined, 1001),
      name: '',
      panels: [newPanel('clock'), newPanel('report'), { kind: 'report', title: 'Ok', url: 'ftp://x' }],
    });
    expect(result).toEqual({
      errors: {
        name: 'A display needs a name.',
        reportPanels: {
          1: { title: 'A report panel needs a title.', url: 'A report panel needs an http(s) address.' },
          2: { url: 'A report panel needs an http(s) address.' },
        },
      },
    });
  });

  it('never refuses a grid display for its rotation period, which it does not use', () => {
    const grid = { ...formValuesOf(undefined, 1001), name: 'Wall', layout: 'grid' as const };
    expect(validateDisplayForm({ ...grid, rotateSeconds: '' })).toEqual({
      display: expect.objectContaining({ layout: 'grid', rotateSeconds: DEFAULT_ROTATE_SECONDS }),
    });
    expect(validateDisplayForm({ ...grid, rotateSeconds: 1 })).toEqual({
      display: expect.objectContaining({ rotateSeconds: DEFAULT_ROTATE_SECONDS }),
    });
    // A valid period is kept, for when the display rotates again.
    expect(validateDisplayForm({ ...grid, rotateSeconds: 45 })).toEqual({
      display: expect.objectContaining({ rotateSeconds: 45 }),
    });
    // A rotating display still must have a valid one.
    expect(validateDisplayForm({ ...grid, layout: 'rotate', rotateSeconds: 1 })).toEqual({
      errors: { rotateSeconds: 'Rotation must be at least 5 seconds.' },
    });
  });
});

describe('errorsAfterPanelsChange', () => {
  const report = { kind: 'report', title: '', url: 'https://' } as const;
  const errors = {
    name: 'A display needs a name.',
    panels: 'A display has at most 12 panels.',
    reportPanels: {
      1: { title: 'A report panel needs a title.', url: 'A report panel needs an http(s) address.' },
    },
  };
  const before = [newPanel('clock'), report];

  it("drops an edited report field's message and keeps the rest", () => {
    const after = [newPanel('clock'), { ...report, title: 'Weekly' }];
    expect(errorsAfterPanelsChange(errors, before, after, false)).toEqual({
      name: 'A display needs a name.',
      reportPanels: { 1: { url: 'A report panel needs an http(s) address.' } },
    });
    const both = [newPanel('clock'), { kind: 'report' as const, title: 'W', url: 'https://r.example' }];
    expect(errorsAfterPanelsChange(errors, before, both, false)).toEqual({ name: 'A display needs a name.' });
  });

  it("drops every report panel's messages once panels are added, moved or removed", () => {
    expect(errorsAfterPanelsChange(errors, before, movePanel(before, 1, -1), true)).toEqual({
      name: 'A display needs a name.',
    });
  });

  it('withoutError drops one field', () => {
    expect(withoutError(errors, 'name')).not.toHaveProperty('name');
    expect(withoutError({}, 'name')).toEqual({});
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
