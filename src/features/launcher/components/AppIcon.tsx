import { Image, Text, ThemeIcon } from '@mantine/core';
import type { MenuItem } from '../../../contracts/menu';
import { iconInitials } from '../model/app-icon';
import classes from './launcher.module.css';

/** An app's icon: its logo when it has one, else its initials on its colour. Decorative: the tile names the app. */
export function AppIcon({ item, size = 48 }: { item: MenuItem; size?: number }) {
  if (item.logo) return <Image src={item.logo} alt="" w={size} h={size} radius="md" fit="contain" />;
  return (
    <ThemeIcon color={item.color ?? 'blue'} size={size} radius="md" aria-hidden>
      {/* Drawn by CSS from the attribute: decoration, not part of the tile's text. */}
      <Text
        component="span"
        className={classes.initials}
        data-initials={iconInitials(item.title)}
        fw={700}
        fz={Math.max(9, Math.round(size * 0.36))}
        lh={1}
      />
    </ThemeIcon>
  );
}
