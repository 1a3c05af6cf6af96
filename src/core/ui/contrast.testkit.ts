import { luminance } from '@mantine/core';

/**
 * Test helper: the WCAG contrast ratio of two colours (1 to 21), from Mantine's WCAG relative
 * luminance. The tests of the theme's and the displays' colours measure with it; the app itself
 * needs only a luminance threshold (`linkColorOnLight`).
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
