import { describe, expect, it } from 'vitest';
import { SCROLL_OFFSET_PX, SCROLL_TO_ACTIVE_DELAY_MS } from './sidebar-timing';

describe('sidebar timing', () => {
  it('uses the spec values: scroll after 150 ms with an 18 px offset (the tooltip delay: core/ui/tooltip-timing.ts)', () => {
    expect({ SCROLL_TO_ACTIVE_DELAY_MS, SCROLL_OFFSET_PX }).toEqual({
      SCROLL_TO_ACTIVE_DELAY_MS: 150,
      SCROLL_OFFSET_PX: 18,
    });
  });
});
