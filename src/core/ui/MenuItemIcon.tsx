import { ThemeIcon } from '@mantine/core';
import type { MenuItem } from '../../contracts/menu';
import { initials } from '../format/initials';

/**
 * A menu entry's icon: the entry's logo when it has one, else its initials on its colour. The
 * menu names icons (`'calendar-time'`) from a set the app does not bundle; initials keep entries
 * distinguishable without it. Decorative: the entry's name is said by the control around it.
 */
export function MenuItemIcon({ item, size = 32 }: { item: MenuItem; size?: number }) {
  if (item.logo) {
    return <img src={item.logo} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />;
  }
  return (
    <ThemeIcon
      component="span"
      size={size}
      radius="md"
      variant="light"
      color={item.color ?? 'gray'}
      aria-hidden="true"
      // The body text colour on the tint: the colour's own dark shade reaches only 2.7–4.3:1 on
      // its light tint (yellow, orange, lime, teal), the text colour well over 4.5:1.
      c="var(--mantine-color-text)"
      fz={size * 0.38}
      fw={700}
    >
      {initials(item.title)}
    </ThemeIcon>
  );
}
