import { ActionIcon, type MantineColor, type MantineTheme, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import plain from './plain.module.css';

/**
 * Plain elements styled as Mantine's, for what a screen draws dozens of times (plain.module.css).
 * `plainButtonClass` makes a `<button>` or `<a>` look and behave as Mantine's UnstyledButton: its
 * rules, with Mantine's global focus-ring and press classes.
 */
export { plain };
export const plainButtonClass = `${plain.button} mantine-focus-auto mantine-active`;

/** The attributes that make a plain `<button>` Mantine's ActionIcon; its icon goes in a span of `plainActionIconInner`. */
export interface PlainActionIconLook {
  className: string;
  'data-variant': string;
  'data-size': string;
  style: CSSProperties;
}

/**
 * Mantine's ActionIcon drawn by a plain `<button>`: its own classes (so its stylesheet, hover and
 * focus ring apply) and the variables its resolver gives for the theme, a variant, a colour and a
 * size. Worked out once per theme by the caller, not per button: the component's props and styles
 * machinery was a tenth of the sidebar's render with the large data (docs/performance.md).
 */
export function plainActionIcon(
  theme: MantineTheme,
  { variant, color, size }: { variant: string; color: MantineColor; size: string },
): PlainActionIconLook {
  return {
    // Mantine's order, with its static class names (`mantine-ActionIcon-root`) as the component has.
    className: `mantine-focus-auto mantine-active ${ActionIcon.classes.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`,
    'data-variant': variant,
    'data-size': size,
    style: ActionIcon.varsResolver(theme, { variant, color, size }, undefined).root as CSSProperties,
  };
}

/** The span round a plain ActionIcon's icon (Mantine's `icon` part: centred, the button's size). */
export const plainActionIconInner = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;
