import type { DisplayAlert } from '../../../contracts/displays';

/**
 * An alert severity's colours on a display: each text colour reaches WCAG AA (4.5:1) on its
 * background (`severity.test.ts` measures it). Fixed colours, not Mantine's filled variant with
 * auto contrast, whose red carried black text. Mantine's palette: red.9, yellow.5, blue.8.
 */
export const severityColors: Readonly<
  Record<DisplayAlert['severity'], { background: string; text: string }>
> = {
  critical: { background: '#c92a2a', text: '#ffffff' },
  warning: { background: '#fcc419', text: '#000000' },
  info: { background: '#1971c2', text: '#ffffff' },
};

/** The words on the badge: the severity is the most important word on an alert. */
export const severityLabel: Readonly<Record<DisplayAlert['severity'], string>> = {
  critical: 'Critical',
  warning: 'Warning',
  info: 'Info',
};

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(channel) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
