import { colorsTuple, darken, lighten, type MantineColorsTuple } from '@mantine/core';

/** The base shade of each accent colour name (S2 §3); unknown names fall back to the default blue. */
const accentBase: Readonly<Record<string, string>> = {
  red: '#e03131',
  coral: '#f76f5e',
  orange: '#f76707',
  gold: '#d4a106',
  yellow: '#f5c400',
  pistachio: '#93c572',
  pear: '#a9c23f',
  chartreuse: '#7fc400',
  lime: '#66a80f',
  apple: '#4caf50',
  green: '#2f9e44',
  mint: '#3eb489',
  seafoam: '#2fa98c',
  aqua: '#15aabf',
  teal: '#0c8599',
  cyan: '#1098ad',
  ocean: '#1864ab',
  sky: '#4dabf7',
  blue: '#228be6',
  neon: '#39c400',
  violet: '#7048e8',
  plum: '#8e4585',
  purple: '#7b2cbf',
  lavender: '#9775fa',
  orchid: '#b85fc4',
  magenta: '#c2255c',
  fuchsia: '#d6336c',
  pink: '#e64980',
};

/** Where the base sits in the ten shades (Mantine's default primary shade for light schemes). */
export const ACCENT_SHADE = 6;

export function accentHex(name: string): string | undefined {
  return accentBase[name];
}

/**
 * Ten shades around the accent's base for Mantine (lightest first): lighter mixes above the base,
 * darker below it, so hover, light variants and focus rings all follow the accent.
 */
export function accentPalette(hex: string): MantineColorsTuple {
  const shades = Array.from({ length: 10 }, (_, index) => {
    if (index < ACCENT_SHADE) return lighten(hex, (ACCENT_SHADE - index) * 0.15);
    if (index > ACCENT_SHADE) return darken(hex, (index - ACCENT_SHADE) * 0.12);
    return hex;
  });
  return colorsTuple(shades);
}
