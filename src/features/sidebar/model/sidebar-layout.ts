import { SCROLL_OFFSET_PX } from './sidebar-timing';

/** The rail with Home, the categories, the clock, the version and the toggles; always shown. */
export const SIDEBAR_RAIL_WIDTH_PX = 80;
/** The list pane with app names. */
export const SIDEBAR_LIST_WIDTH_PX = 240;
/** The list pane with the names hidden: icons only. */
export const SIDEBAR_ICON_LIST_WIDTH_PX = 64;

export interface SidebarVisibility {
  namesVisible: boolean;
  listVisible: boolean;
}

/** The sidebar's width on a desktop screen: the rail, plus the list pane when shown. */
export function sidebarWidth({ namesVisible, listVisible }: SidebarVisibility): number {
  if (!listVisible) return SIDEBAR_RAIL_WIDTH_PX;
  return SIDEBAR_RAIL_WIDTH_PX + (namesVisible ? SIDEBAR_LIST_WIDTH_PX : SIDEBAR_ICON_LIST_WIDTH_PX);
}

export interface ScrollPositions {
  /** Top of the active entry, in viewport coordinates (getBoundingClientRect). */
  entryTop: number;
  /** Top of the scrolling list, in viewport coordinates. */
  listTop: number;
  /** The list's current scrollTop. */
  scrollTop: number;
}

/** The list's scrollTop that puts the active entry 18 px below the list's top (never negative). */
export function scrollTopForActiveEntry({ entryTop, listTop, scrollTop }: ScrollPositions): number {
  return Math.max(0, scrollTop + entryTop - listTop - SCROLL_OFFSET_PX);
}
