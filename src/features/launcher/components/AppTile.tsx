import { Badge, SimpleGrid, type SimpleGridProps, useMantineTheme } from '@mantine/core';
import { type CSSProperties, memo } from 'react';
import type { MenuItem } from '../../../contracts/menu';
import { badgeText } from '../../../core/format/badge';
import { LazyTooltip } from '../../../core/ui/LazyTooltip';
import { MenuItemIcon } from '../../../core/ui/MenuItemIcon';
import { plain, plainButtonClass } from '../../../core/ui/plain';
import { tileColumnsFor } from '../model/tile-columns';
import { FolderPreviewIcon } from './FolderPreviewIcon';
import classes from './launcher.module.css';

export interface AppTileProps {
  item: MenuItem;
  onLaunch: (item: MenuItem) => void;
  /** This app is being launched from the folder popup (its animation). */
  launching?: boolean;
}

/**
 * At most two lines, and never wider than the tile: the tile centres its texts, which then take
 * their own width, so a word longer than the tile (at a large Font Size) made the text as wide
 * as that word, across the next tiles. Held to the tile, the word ends with an ellipsis, as app
 * names do on a phone's home screen, and the tile's tooltip has the whole text. The tile's side padding (6 px each side,
 * launcher.module.css) stays usable, as it always was: 'Management' takes it at 16 px on a
 * 1024 px screen. Inline, not a class: the launcher's CSS has a size budget.
 */
const TWO_LINES = { '--line-clamp': 2, maxWidth: 'calc(100% + 12px)' } as CSSProperties;

/**
 * One launcher entry: icon (or a folder's preview), title, subtitle and badge. A disabled entry
 * stays focusable and announced (aria-disabled) but its click does nothing; a metric-entry style
 * entry hides its name from sight, not from screen readers. Plain elements styled as Mantine's
 * UnstyledButton and Text (core/ui/plain.ts): a launcher draws dozens of tiles, hundreds with a
 * big menu, so a tile (and a grid) whose props did not change is not rendered again (memo).
 */
export const AppTile = memo(function AppTile({ item, onLaunch, launching = false }: AppTileProps) {
  const badge = badgeText(item.badgeItem);
  const isFolder = item.pages.length > 0;
  return (
    // The whole name and subtitle, which two lines may cut: a tooltip to a hover (after S1 §9's
    // delay) and to a finger's or pen's long press, whose release then launches nothing (screen
    // readers read the whole text anyway: the tile's name is its content).
    <LazyTooltip label={item.subtitle ? `${item.title}: ${item.subtitle}` : item.title}>
      <button
        type="button"
        className={`${plainButtonClass} ${classes.tile}`}
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
          <span className={plain.visuallyHidden}>{item.title}</span>
        ) : (
          <span className={`${plain.text} ${plain.sm} ${plain.medium} ${plain.clamp}`} style={TWO_LINES}>
            {item.title}
          </span>
        )}
        {item.subtitle && (
          <span className={`${plain.text} ${plain.xs} ${plain.dimmed} ${plain.clamp}`} style={TWO_LINES}>
            {item.subtitle}
          </span>
        )}
        {badge && <span className={plain.visuallyHidden}>{badge}</span>}
      </button>
    </LazyTooltip>
  );
});

/**
 * A list of tiles in a grid (a list, so screen readers count the apps); `cols` per screen size,
 * by default the launcher's, fewer at a larger Font Size (`tileColumnsFor`).
 */
export const AppTileGrid = memo(function AppTileGrid({
  items,
  onLaunch,
  cols,
  launchingId,
}: {
  items: readonly MenuItem[];
  onLaunch: AppTileProps['onLaunch'];
  cols?: SimpleGridProps['cols'];
  /** The app being launched from the folder popup. */
  launchingId?: number | undefined;
}) {
  const bodyPx = Number.parseFloat(useMantineTheme().fontSizes.md);
  return (
    <SimpleGrid
      component="ul"
      className={classes.tileList}
      cols={cols ?? tileColumnsFor(bodyPx)}
      spacing="xs"
      verticalSpacing="sm"
    >
      {items.map((item) => (
        <li key={item.id}>
          <AppTile item={item} onLaunch={onLaunch} launching={item.id === launchingId} />
        </li>
      ))}
    </SimpleGrid>
  );
});
