import { describe, expect, it } from 'vitest';
import { contrastRatio, severityColors } from './severity';

describe('severity colours', () => {
  it.each(Object.entries(severityColors))('%s text reaches WCAG AA (4.5:1) on its badge', (_, colours) => {
    expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
