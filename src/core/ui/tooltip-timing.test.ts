import { describe, expect, it } from 'vitest';
import { LONG_PRESS_MS } from './long-press';
import { TOOLTIP_DELAY_MS } from './tooltip-timing';

describe('tooltip timing', () => {
  it('opens a hovered tooltip after the spec’s 1000 ms, a long-pressed one after 500 ms', () => {
    expect({ TOOLTIP_DELAY_MS, LONG_PRESS_MS }).toEqual({ TOOLTIP_DELAY_MS: 1000, LONG_PRESS_MS: 500 });
  });
});
