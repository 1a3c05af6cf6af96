import { Badge, Collapse } from '@mantine/core';
import { type MouseEvent, memo, type ReactElement, useId, useState } from 'react';
import type { MenuItem } from '../../../contracts/menu';
import { badgeText } from '../../../core/format/badge';
import { type KeptQuery, launcherClickAction } from '../../../core/menu/click-rule';
import { runEntryAction } from '../../../core/menu/run-entry-action';
import { ChevronDownIcon, ChevronRightIcon, StarIcon } from '../../../core/ui/icons';
import { LazyTooltip } from '../../../core/ui/LazyTooltip';
import { MenuItemIcon } from '../../../core/ui/MenuItemIcon';
import {
  type PlainActionIconLook,
  plain,
  plainActionIconInner,
  plainButtonClass,
} from '../../../core/ui/plain';
import { type OpenEntryId, toggleOpenEntry } from '../model/entry-toggle';
import classes from './SidebarEntry.module.css';

export interface SidebarEntryContext {
  /** The current query's parameters entries keep (`keptQuery`), worked out once for all rows. */
  currentSearch: KeptQuery;
  activeId: number | undefined;
  namesVisible: boolean;
  /** The favorites' ids: an entry is starred when its id is among them. */
  favoriteIds: readonly number[];
  /** Stars or unstars an entry (its promise is the favorites' own business). */
  onToggleFavorite: (itemId: number) => unknown;
  /** The favorite star's look, set and not (Mantine's subtle ActionIcon, yellow or gray). */
  starLook: { favorite: PlainActionIconLook; other: PlainActionIconLook };
}

interface SidebarEntryProps {
  item: MenuItem;
  context: SidebarEntryContext;
  /** Top-level entries share one open entry (opening one closes the others); pages keep their own. */
  open?: boolean;
  /** Top-level entries: updates the shared open entry (opening one closes the others). */
  onToggle?: (update: (openEntryId: OpenEntryId) => OpenEntryId) => void;
  depth?: number;
}

/**
 * One entry of the sidebar's list: the entry (a link, or a toggle for an entry with pages), its
 * badge and its favorite star, then its pages. Clicks follow the launcher's rules (S1 §2.3). The
 * entry, its title and its star are plain elements styled as Mantine's UnstyledButton, Text and
 * ActionIcon (core/ui/plain.ts): a category can list hundreds of entries, so an entry whose props
 * did not change is not rendered again (memo).
 */
export const SidebarEntry = memo(function Entry({
  item,
  context,
  open,
  onToggle,
  depth = 0,
}: SidebarEntryProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const pagesOpen = open ?? ownOpen;
  const badgeId = useId();
  const badge = badgeText(item.badgeItem);
  const action = launcherClickAction(item, { currentSearch: context.currentSearch });
  const active = context.activeId === item.id;
  const favorite = context.favoriteIds.includes(item.id);
  const { namesVisible } = context;

  const common = {
    className: `${plainButtonClass} ${classes.entry}`,
    'data-active': active || undefined,
    'data-depth': depth,
    'aria-label': item.title,
    // Only with a badge: the key present with no value overrode the tooltip's own description
    // (its name and subtitle; walkthrough 25, F2), which a tile's had.
    ...(badge && { 'aria-describedby': badgeId }),
  };
  const content = (
    <>
      <MenuItemIcon item={item} size={namesVisible ? 28 : 32} />
      {namesVisible && (
        <span className={`${plain.text} ${plain.sm} ${plain.clamp} ${classes.title}`}>{item.title}</span>
      )}
      {badge && (
        <Badge
          id={badgeId}
          size="xs"
          // Icons only, it sits on the icon's corner, as on the launcher's tiles: beside it, it
          // stuck out of the 64 px list ('99+' read '9.'). A circle holds one digit only.
          circle={!namesVisible && badge.length === 1}
          className={namesVisible ? classes.badge : classes.cornerBadge}
          variant="filled"
          color="red"
        >
          {badge}
        </Badge>
      )}
    </>
  );

  let control: ReactElement;
  if (action.kind === 'openFolder') {
    const toggle = () => (onToggle ? onToggle(toggleOpenEntry(item)) : setOwnOpen((was) => !was));
    control = (
      <button type="button" {...common} aria-expanded={pagesOpen} onClick={toggle}>
        {content}
        {namesVisible && (pagesOpen ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />)}
      </button>
    );
  } else if (action.kind === 'none') {
    control = (
      <button type="button" {...common} aria-disabled="true" data-disabled>
        {content}
      </button>
    );
  } else {
    const href = action.kind === 'navigate' ? action.href : action.url;
    const follow = (event: MouseEvent) => {
      // Modified clicks keep the browser's own meaning (new tab, new window).
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      runEntryAction(action);
    };
    control = (
      <a
        {...common}
        href={href}
        target={action.kind === 'openWindow' ? '_blank' : undefined}
        rel={action.kind === 'openWindow' ? 'noopener' : undefined}
        aria-current={active ? 'page' : undefined}
        onClick={follow}
      >
        {content}
      </a>
    );
  }

  return (
    <li className={classes.item}>
      <div className={classes.row}>
        <LazyTooltip
          label={item.subtitle ? `${item.title}: ${item.subtitle}` : item.title}
          position="right"
          withinPortal
        >
          {control}
        </LazyTooltip>
        {namesVisible && (
          <button
            type="button"
            {...(favorite ? context.starLook.favorite : context.starLook.other)}
            // A toggle keeps one name and says its state by aria-pressed (a name that turned from
            // 'Add' to 'Remove' read 'Remove … , pressed', and matched the favorites edit's own
            // Remove, which waits for Save: walkthrough 6).
            aria-label={`Favorite ${item.title}`}
            aria-pressed={favorite}
            data-focus-peer
            onClick={() => context.onToggleFavorite(item.id)}
          >
            <span className={plainActionIconInner}>
              <StarIcon size={16} filled={favorite} />
            </span>
          </button>
        )}
      </div>
      {item.pages.length > 0 && (
        <Collapse expanded={pagesOpen}>
          <ul className={classes.pages} aria-label={`${item.title} pages`}>
            {item.pages.map((page) => (
              <SidebarEntry key={page.id} item={page} context={context} depth={depth + 1} />
            ))}
          </ul>
        </Collapse>
      )}
    </li>
  );
});
