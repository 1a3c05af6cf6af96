import { useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { MenuItem } from '../../contracts/menu';
import { activeEntry, entryToOpenFor } from '../../core/menu/active-entry';
import {
  defaultCategory,
  type SidebarCategory,
  selectedCategoryFor,
  sidebarCategoryItems,
} from './model/categories';
import type { OpenEntryId } from './model/entry-toggle';
import { scrollTopForActiveEntry } from './model/sidebar-layout';
import { SCROLL_TO_ACTIVE_DELAY_MS } from './model/sidebar-timing';

interface SidebarSelectionInput {
  items: readonly MenuItem[] | undefined;
  favoriteIds: readonly number[];
  /** The shown location (path, query, hash). */
  href: string;
}

/**
 * The sidebar's selection: the category shown, the entry whose pages are open, the highlighted
 * entry, and the list scrolled to it. Each navigation (and the menu's arrival) recalculates the
 * category from the highlighted entry and opens the folder holding it (S1 §2.6); between
 * navigations the user's own choices stand, and starring an entry moves nothing.
 */
export function useSidebarSelection({ items, favoriteIds, href }: SidebarSelectionInput) {
  // Undefined until a navigation or the user picks one: then the default follows the favorites.
  const [chosenCategory, setChosenCategory] = useState<SidebarCategory>();
  const category = chosenCategory ?? defaultCategory(favoriteIds);
  const [openEntryId, setOpenEntryId] = useState<OpenEntryId>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const activeId = items ? activeEntry(items, href)?.id : undefined;
  const menuLoaded = items !== undefined;

  const followNavigation = useEffectEvent((shownHref: string) => {
    if (!items) return;
    const found = selectedCategoryFor(items, favoriteIds, shownHref);
    if (found) setChosenCategory(found);
    const shown = found ?? category;
    const folder = entryToOpenFor(sidebarCategoryItems(items, favoriteIds, shown), activeId);
    if (folder !== null) setOpenEntryId(folder);
  });

  const scrollToActive = useEffectEvent(() => {
    const list = listRef.current;
    const entry = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !entry) return;
    const top = scrollTopForActiveEntry({
      entryTop: entry.getBoundingClientRect().top,
      listTop: list.getBoundingClientRect().top,
      scrollTop: list.scrollTop,
    });
    list.scrollTo({ top });
  });

  // A layout effect: the folder opens in the same commit that highlights the entry. As a passive
  // effect it could run after the highlight was on screen, and undo a click made in between
  // (closing the folder right after the navigation showed; seen under load in shell.spec.ts).
  useLayoutEffect(() => {
    if (!menuLoaded) return;
    followNavigation(href);
    // After the category's list and the opened folder have rendered (and the folder's opening
    // animation has begun), as the spec times it: 150 ms.
    const timer = setTimeout(scrollToActive, SCROLL_TO_ACTIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [href, menuLoaded]);

  return {
    category,
    selectCategory: setChosenCategory,
    openEntryId,
    /** Given `toggleOpenEntry(item)`, opens or closes its pages; the same function every render, for the memoised rows. */
    toggleEntry: setOpenEntryId,
    activeId,
    listRef,
  };
}
