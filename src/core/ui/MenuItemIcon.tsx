import { rem, useMantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { MenuItem } from '../../contracts/menu';
import { initials } from '../format/initials';
import classes from './MenuItemIcon.module.css';

/**
 * A menu entry's icon: the entry's logo when it has one, else its initials on its colour. The
 * menu names icons (`'calendar-time'`) from a set the app does not bundle; initials keep entries
 * distinguishable without it. Decorative: the entry's name is said by the control around it.
 *
 * Drawn as Mantine's ThemeIcon (light variant, the theme's colour resolver) looks, but as one
 * plain element: the launcher and the sidebar draw dozens, and the component's styles machinery
 * was a large part of the first screen's render (docs/performance.md).
 */
export function MenuItemIcon({ item, size = 32 }: { item: MenuItem; size?: number }) {
  const theme = useMantineTheme();
  if (item.logo) {
    return <img src={item.logo} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />;
  }
  const { background, border } = theme.variantColorResolver({
    color: item.color ?? 'gray',
    theme,
    variant: 'light',
  });
  const style = {
    '--icon-size': rem(size),
    '--icon-fz': rem(size * 0.38),
    '--icon-bg': background,
    '--icon-bd': border,
  } as CSSProperties;
  return (
    <span className={classes.icon} style={style} aria-hidden="true">
      {initials(item.title)}
    </span>
  );
}
