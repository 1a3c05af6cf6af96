import { describe, expect, it } from 'vitest';
import { BURN_IN_MAX_PX, BURN_IN_PERIOD_MS, BURN_IN_STEP_MS, burnInOffset } from './screen-care';

describe('burnInOffset', () => {
  const steps = Array.from({ length: 2_000 }, (_, i) => burnInOffset(i * BURN_IN_STEP_MS));

  it('stays within a few pixels for days of steps', () => {
    for (const { x, y } of steps) {
      expect(Math.abs(x)).toBeLessThanOrEqual(BURN_IN_MAX_PX);
      expect(Math.abs(y)).toBeLessThanOrEqual(BURN_IN_MAX_PX);
    }
  });

  it('moves slowly: at most one or two pixels per step', () => {
    for (let i = 1; i < steps.length; i++) {
      const [a, b] = [steps[i - 1], steps[i]];
      if (!a || !b) continue;
      expect(Math.abs(a.x - b.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(2);
    }
  });

  it('wanders over the square, not along one line', () => {
    const places = new Set(steps.map(({ x, y }) => `${x},${y}`));
    expect(places.size).toBeGreaterThan(20);
    expect(burnInOffset(0)).toEqual(burnInOffset(BURN_IN_PERIOD_MS * 100));
  });
});
