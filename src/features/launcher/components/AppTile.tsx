import { Badge, SimpleGrid, type SimpleGridProps, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { MenuItem } from '../../../contracts/menu';
import { badgeText } from '../../../core/format/badge';
import { MenuItemIcon } from '../../../core/ui/MenuItemIcon';
import { FolderPreviewIcon } from './FolderPreviewIcon';
import classes from './launcher.module.css';

export interface AppTileProps {
  item: MenuItem;
  onLaunch: (item: MenuItem) => void;
  /** This app is being launched from the folder popup (its animation). */
  launching?: boolean;
}

/**
 * One launcher entry: icon (or a folder's preview), title, subtitle and badge. A disabled entry
 * stays focusable and announced (aria-disabled) but its click does nothing; a metric-entry style
 * entry hides its name from sight, not from screen readers.
 */
export function AppTile({ item, onLaunch, launching = false }: AppTileProps) {
  const badge = badgeText(item.badgeItem);
  const isFolder = item.pages.length > 0;
  return (
    <UnstyledButton
      className={classes.tile}
      aria-disabled={item.disabled || undefined}
      aria-haspopup={isFolder ? 'dialog' : undefined}
      data-launching={launching || undefined}
      onClick={() => onLaunch(item)}
    >
      {/* Decorative (the badge is repeated for screen readers after the name). */}
      <div className={classes.iconWrap} aria-hidden>
        {isFolder ? <FolderPreviewIcon folder={item} /> : <MenuItemIcon item={item} size={48} />}
        {badge && (
          <Badge className={classes.badge} size="sm" color="red" variant="filled">
            {badge}
          </Badge>
        )}
      </div>
      {item.hideName ? (
        <VisuallyHidden>{item.title}</VisuallyHidden>
      ) : (
        <Text component="span" size="sm" fw={500} lineClamp={2}>
          {item.title}
        </Text>
      )}
      {item.subtitle && (
        <Text component="span" size="xs" c="dimmed" lineClamp={2}>
          {item.subtitle}
        </Text>
      )}
      {badge && <VisuallyHidden>{badge}</VisuallyHidden>}
    </UnstyledButton>
  );
}

/** A list of tiles in a grid (a list, so screen readers count the apps); `cols` per screen size. */
export function AppTileGrid({
  items,
  onLaunch,
  cols = { base: 3, xs: 4, sm: 5, md: 6, lg: 8 },
  launchingId,
}: {
  items: readonly MenuItem[];
  onLaunch: AppTileProps['onLaunch'];
  cols?: SimpleGridProps['cols'];
  /** The app being launched from the folder popup. */
  launchingId?: number | undefined;
}) {
  return (
    <SimpleGrid component="ul" className={classes.tileList} cols={cols} spacing="xs" verticalSpacing="sm">
      {items.map((item) => (
        <li key={item.id}>
          <AppTile item={item} onLaunch={onLaunch} launching={item.id === launchingId} />
        </li>
      ))}
    </SimpleGrid>
  );
}
