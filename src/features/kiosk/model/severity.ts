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
