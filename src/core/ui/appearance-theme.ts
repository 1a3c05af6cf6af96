import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { ACCENT_SHADE, accentHex, accentPalette } from './accent-palette';
import type { Appearance } from './appearance';

/** Themes drawn on a dark background; every other theme (light and the seasonal ones) is light. */
const DARK_THEMES: ReadonlySet<string> = new Set(['dark', 'spooky']);

export function colorSchemeOf(theme: string): 'light' | 'dark' {
  return DARK_THEMES.has(theme) ? 'dark' : 'light';
}

/** Mantine's text sizes at its default 16 px body, scaled to the chosen body size. */
const BASE_FONT_SIZES = { xs: 12, sm: 14, md: 16, lg: 18, xl: 20 } as const;

export function fontSizesFor(bodyPx: number): Record<keyof typeof BASE_FONT_SIZES, string> {
  const factor = bodyPx / BASE_FONT_SIZES.md;
  const size = (px: number) => `${Math.round(px * factor * 100) / 100}px`;
  return {
    xs: size(BASE_FONT_SIZES.xs),
    sm: size(BASE_FONT_SIZES.sm),
    md: size(BASE_FONT_SIZES.md),
    lg: size(BASE_FONT_SIZES.lg),
    xl: size(BASE_FONT_SIZES.xl),
  };
}

/** The Mantine theme for an appearance: the accent as primary colour, text sizes from Font Size. */
export function themeFor(appearance: Appearance): MantineThemeOverride {
  const hex = appearance.accent ? accentHex(appearance.accent) : undefined;
  return createTheme({
    defaultRadius: 'md',
    primaryColor: hex ? 'accent' : 'blue',
    primaryShade: ACCENT_SHADE,
    colors: hex ? { accent: accentPalette(hex) } : {},
    fontSizes: fontSizesFor(appearance.fontSizePx),
  });
}
