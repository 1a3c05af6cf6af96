import type { MenuItem } from '../../../contracts/menu';

/** The id of the sidebar entry whose pages are shown, or null when all are closed. */
export type OpenEntryId = MenuItem['id'] | null;

/**
 * Clicking an entry with pages opens it and closes the others; clicking the open one closes it.
 * An entry without pages leaves the open one as it is (the click navigates instead).
 */
export const toggleOpenEntry =
  (item: MenuItem) =>
  (openEntryId: OpenEntryId): OpenEntryId => {
    if (item.pages.length === 0) return openEntryId;
    return openEntryId === item.id ? null : item.id;
  };
