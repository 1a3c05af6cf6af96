import type { AppType, MenuItem } from '../../../contracts/menu';
import { flattenMenuItems } from '../../../contracts/menu-tree';
import { activeEntry, entryHolds } from '../../../core/menu/active-entry';
import { type SearchEntry, searchContextLabel } from './search-results';

/**
 * The optional context entries of the search panel (S1 §2.5 'Search {context}'). The spec does
 * not say what a context is; here both come from the page being shown: the left entry narrows
 * the search to the current app folder (its entry and pages), the right one to the current
 * group (Apps, Reports, Forms or Links). Neither is offered on a page no menu entry opens.
 */
export type SearchContextSide = 'left' | 'right';

export interface SearchContext {
  kind: 'area' | 'group';
  /** The `{context}` of 'Search {context}': the folder's title or the group's name. */
  name: string;
  /** The menu entries (any depth) a search in this context looks at. */
  itemIds: readonly number[];
}

export type SearchContexts = Partial<Record<SearchContextSide, SearchContext>>;

/**
 * The top-level menu item the shown page (`href`: path, query and hash) belongs to: the one
 * holding the entry the sidebar highlights for it (`activeEntry`), so `/shift-management?view=board`
 * belongs to the Operations Toolkit folder (its Shift Board page) and `/shift-management` to Shift
 * Management.
 */
export function currentTopLevelItem(items: readonly MenuItem[], href: string): MenuItem | undefined {
  const activeId = activeEntry(items, href)?.id;
  return activeId === undefined ? undefined : items.find((item) => entryHolds(item, activeId));
}

/** The context entries for the shown page: left = its app folder (when it has pages), right = its group. */
export function searchContextsFor(items: readonly MenuItem[], href: string): SearchContexts {
  const top = currentTopLevelItem(items, href);
  if (!top) return {};
  const group: AppType = top.appType;
  const contexts: SearchContexts = {
    right: {
      kind: 'group',
      name: group,
      itemIds: flattenMenuItems(items.filter((item) => item.appType === group)).map((item) => item.id),
    },
  };
  if (top.pages.length > 0)
    contexts.left = {
      kind: 'area',
      name: top.title,
      itemIds: flattenMenuItems([top]).map((item) => item.id),
    };
  return contexts;
}

/** The searchable entries within a context. */
export function entriesInContext(entries: readonly SearchEntry[], context: SearchContext): SearchEntry[] {
  const ids = new Set(context.itemIds);
  return entries.filter((entry) => ids.has(entry.item.id));
}

/** The entry's text: 'Search {context}'. */
export const contextEntryLabel = (context: SearchContext) => searchContextLabel(context.name);
