import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../core/ui/contrast.testkit';
import { severityColors } from './severity';

describe('severity colours', () => {
  it.each(Object.entries(severityColors))('%s text reaches WCAG AA (4.5:1) on its badge', (_, colours) => {
    expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
  });
});
