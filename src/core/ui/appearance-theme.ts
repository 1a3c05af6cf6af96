import {
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  type LoaderProps,
  luminance,
  type MantineThemeComponents,
  type MantineThemeOverride,
  type ModalProps,
  type NotificationProps,
  type PopoverProps,
  type TooltipProps,
} from '@mantine/core';
import { ACCENT_SHADE, accentHex, accentPalette } from './accent-palette';
import type { Appearance } from './appearance';
import { DIALOG_Z_INDEX, POPOVER_Z_INDEX } from './layer-z-indexes';

/** Themes drawn on a dark background; every other theme (light and the seasonal ones) is light. */
const DARK_THEMES: ReadonlySet<string> = new Set(['dark', 'spooky']);

export function colorSchemeOf(theme: string): 'light' | 'dark' {
  return DARK_THEMES.has(theme) ? 'dark' : 'light';
}

/** Mantine's text sizes at its default 16 px body, scaled to the chosen body size. */
const BASE_FONT_SIZES = { xs: 12, sm: 14, md: 16, lg: 18, xl: 20 } as const;

/** Mantine's heading sizes (px) at its default 16 px body. */
const BASE_HEADING_SIZES = { h1: 34, h2: 26, h3: 22, h4: 18, h5: 16, h6: 14 } as const;

const scaledPx = (px: number, bodyPx: number) =>
  `${Math.round(((px * bodyPx) / BASE_FONT_SIZES.md) * 100) / 100}px`;

/**
 * The headings scaled like the text: with only the text scaled, at 22 px a section heading
 * ('Favorites', h4 size) came out smaller than the app names under it.
 */
export function headingSizesFor(
  bodyPx: number,
): Record<keyof typeof BASE_HEADING_SIZES, { fontSize: string }> {
  const sizes = {} as Record<keyof typeof BASE_HEADING_SIZES, { fontSize: string }>;
  for (const [level, px] of Object.entries(BASE_HEADING_SIZES) as [keyof typeof BASE_HEADING_SIZES, number][])
    sizes[level] = { fontSize: scaledPx(px, bodyPx) };
  return sizes;
}

export function fontSizesFor(bodyPx: number): Record<keyof typeof BASE_FONT_SIZES, string> {
  const size = (px: number) => scaledPx(px, bodyPx);
  return {
    xs: size(BASE_FONT_SIZES.xs),
    sm: size(BASE_FONT_SIZES.sm),
    md: size(BASE_FONT_SIZES.md),
    lg: size(BASE_FONT_SIZES.lg),
    xl: size(BASE_FONT_SIZES.xl),
  };
}

/**
 * The default blue's shade for filled buttons, selected tabs and links: Mantine's blue.6 carries
 * white text at 3.6:1, blue.8 at 5.0:1 (WCAG AA asks 4.5:1 for normal text).
 */
export const DEFAULT_BLUE_SHADE = 8;

/**
 * Text on a filled colour is black or white, whichever reaches 4.5:1: at a relative luminance
 * under 0.179 white does, above it black does (Mantine's own threshold, 0.3, lets white text sit
 * on mid blues and greens at 3.5:1). It matters for the lighter accent colours.
 */
export const TEXT_ON_FILL_LUMINANCE = 0.179;

/** Dimmed text on light backgrounds: Mantine's gray.6 reaches 3.3:1 on white, this 5.7:1 (5.2:1 on gray.1). */
export const DIMMED_ON_LIGHT = '#5f6770';
/**
 * Dimmed text on the dark body: Mantine's dark.2 reaches 4.0:1 on dark.7, this 5.5:1 (4.9:1 on
 * dark.6, a hovered row), still well below the body text's dark.0.
 */
export const DIMMED_ON_DARK = '#9a9a9a';

/**
 * Error text (field messages, their borders): Mantine's red.6 reaches 3.3:1 on white and its
 * red.8 3.4:1 on the dark body; red.9 and red.5 reach 5.5:1 and 5.6:1 (WCAG AA: 4.5:1).
 */
export const ERROR_ON_LIGHT = 'var(--mantine-color-red-9)';
export const ERROR_ON_DARK = 'var(--mantine-color-red-5)';

/**
 * Link text on light backgrounds: the primary colour's shade, or a darker one of its palette
 * where that does not reach 4.5:1 on white. An accent is the user's colour as chosen (its base is
 * the primary shade), and links in a light accent were hard to read: the blue accent's #228be6
 * reaches 3.5:1.
 */
export function linkColorOnLight(palette: readonly string[], shade: number): string | undefined {
  // 4.5:1 on white, (1 + 0.05) / (L + 0.05), is a relative luminance of at most 0.183.
  return palette.slice(shade).find((color) => luminance(color) <= 0.183) ?? palette.at(-1);
}

/** CSS variables the theme cannot express: dimmed, error and link text, readable. */
export const appCssVariables: CSSVariablesResolver = (theme) => {
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const link = linkColorOnLight(theme.colors[theme.primaryColor] ?? [], shade);
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': DIMMED_ON_LIGHT,
      '--mantine-color-error': ERROR_ON_LIGHT,
      ...(link && { '--mantine-color-anchor': link }),
    },
    dark: { '--mantine-color-dimmed': DIMMED_ON_DARK, '--mantine-color-error': ERROR_ON_DARK },
  };
};

const aboveFloatingLayers = {
  defaultProps: { zIndex: POPOVER_Z_INDEX } satisfies Partial<PopoverProps> & Partial<TooltipProps>,
};

/**
 * A dialog's and a drawer's defaults. Their header is Mantine's `<header>`, which a screen reader
 * counts as a second banner next to the title bar's (axe, walkthrough 12 D5): `role="none"` keeps
 * the element and its styles and drops the landmark. One object for both, which costs the first
 * screen fewer bytes than two.
 */
const dialogDefaults = {
  defaultProps: {
    closeButtonProps: { 'aria-label': 'Close' },
    zIndex: DIALOG_Z_INDEX,
    attributes: { header: { role: 'none' } },
  } satisfies Partial<ModalProps> & Partial<DrawerProps>,
};

/**
 * Component defaults for accessibility (and the popovers' layer): every dialog's and
 * notification's close button says what it does (Mantine leaves it unnamed), and its message is
 * drawn in the text colour; an active NavLink's
 * description is drawn at full strength (Mantine fades it to 0.9, which takes blue.8 on its tint
 * just under 4.5:1); a loader is a status, so the "Loading …" label it is given is allowed and
 * announced (on a bare span, ARIA forbids it).
 *
 * Plain objects, not `Modal.extend(…)`: `extend` only types its argument, and importing the
 * components for it put Modal, Drawer and their focus trap and scroll lock in the launcher's
 * first chunks (docs/performance.md).
 */
const accessibleComponents = {
  Loader: { defaultProps: { role: 'status' } satisfies Partial<LoaderProps> },
  NavLink: { styles: { description: { '--description-opacity': '1' } } },
  Modal: dialogDefaults,
  Drawer: dialogDefaults,
  Notification: {
    defaultProps: {
      closeButtonProps: { 'aria-label': 'Close notification' },
    } satisfies Partial<NotificationProps>,
    // The message is the toast's news: Mantine draws it dimmed, 3.3:1 on white (walkthrough 29, D5).
    styles: { description: { color: 'var(--mantine-color-text)' } },
  },
  Popover: aboveFloatingLayers,
  Tooltip: aboveFloatingLayers,
} satisfies MantineThemeComponents;

/** The Mantine theme for an appearance: the accent as primary colour, text sizes from Font Size. */
export function themeFor(appearance: Appearance): MantineThemeOverride {
  const hex = appearance.accent ? accentHex(appearance.accent) : undefined;
  return createTheme({
    defaultRadius: 'md',
    primaryColor: hex ? 'accent' : 'blue',
    // An accent is shown as the user chose it; the text on it follows its lightness (autoContrast).
    primaryShade: hex ? ACCENT_SHADE : DEFAULT_BLUE_SHADE,
    autoContrast: true,
    luminanceThreshold: TEXT_ON_FILL_LUMINANCE,
    colors: hex ? { accent: accentPalette(hex) } : {},
    fontSizes: fontSizesFor(appearance.fontSizePx),
    headings: { sizes: headingSizesFor(appearance.fontSizePx) },
    components: accessibleComponents,
    // Menus, dialogs, drawers, popovers and toasts open at once for users who ask the system for
    // less motion (their transitions take no time), as the app's own animations already do.
    respectReducedMotion: true,
  });
}
