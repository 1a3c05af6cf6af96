import type { MenuItem } from '../../../contracts/menu';
import {
  contextEntryLabel,
  entriesInContext,
  type SearchContextSide,
  type SearchContexts,
} from './search-context';
import {
  flattenSearchResults,
  SEARCH_SECTION_LABELS,
  type SearchEntry,
  type SearchSection,
  searchMenu,
} from './search-results';

/** A result in the panel: an entry found by the search, or a page listed under its opened folder. */
export interface ResultOption {
  kind: 'result';
  /** Unique within the panel; used for the option's element id. */
  key: string;
  item: MenuItem;
  /** The folder a page sits in, shown as its context; null for a top-level item. */
  parent: MenuItem | null;
  /** Listed because its folder was opened in the panel (indented under it). */
  underOpenFolder: boolean;
  /** This result is a folder whose pages are listed under it. */
  folderOpen: boolean;
}

export interface ContextOption {
  kind: 'context';
  key: string;
  side: SearchContextSide;
  /** 'Search {context}'. */
  label: string;
  /** The search is narrowed to this context. */
  checked: boolean;
}

export type SearchOption = ResultOption | ContextOption;

export interface SearchPanelSection {
  section: SearchSection;
  label: string;
  options: ResultOption[];
}

export interface SearchPanel {
  /** The non-empty result lists, Apps & Pages first. */
  sections: SearchPanelSection[];
  /** The search found nothing (in its context). */
  noResults: boolean;
  /** The context entries, left then right. */
  contexts: ContextOption[];
  /** Every option in keyboard order: the results, then the context entries. */
  options: SearchOption[];
}

export interface SearchPanelInput {
  entries: readonly SearchEntry[];
  text: string;
  contexts: SearchContexts;
  /** The context the search is narrowed to, if any. */
  scope: SearchContextSide | null;
  /** The folder result whose pages are listed under it (choosing a folder opens it, as on the launcher). */
  openFolderId: number | null;
}

const resultKey = (item: MenuItem) => `item-${item.id}`;

function resultOption(
  entry: Pick<SearchEntry, 'item' | 'parent'>,
  underOpenFolder: boolean,
  folderOpen = false,
) {
  return { kind: 'result', key: resultKey(entry.item), ...entry, underOpenFolder, folderOpen } as const;
}

/**
 * The panel for the current search: the results per list (a chosen folder's pages listed under
 * it, each entry once), 'No Results' when nothing matches, and the context entries.
 */
export function buildSearchPanel({
  entries,
  text,
  contexts,
  scope,
  openFolderId,
}: SearchPanelInput): SearchPanel {
  const scopeContext = scope ? contexts[scope] : undefined;
  const results = searchMenu(scopeContext ? entriesInContext(entries, scopeContext) : entries, text);
  const openFolder = flattenSearchResults(results).find(
    (result) => result.item.id === openFolderId && result.item.pages.length > 0,
  )?.item;
  const listedUnderFolder = new Set(openFolder?.pages.map((page) => page.id));

  const sections: SearchPanelSection[] = [];
  if (results.status === 'found') {
    for (const section of ['appsAndPages', 'other'] as const) {
      const options: ResultOption[] = [];
      for (const result of results[section]) {
        if (listedUnderFolder.has(result.item.id)) continue;
        if (result.item === openFolder) {
          options.push(resultOption(result, false, true));
          for (const page of openFolder.pages)
            options.push(resultOption({ item: page, parent: openFolder }, true));
        } else {
          options.push(resultOption(result, false));
        }
      }
      if (options.length > 0) sections.push({ section, label: SEARCH_SECTION_LABELS[section], options });
    }
  }

  const contextOptions: ContextOption[] = (['left', 'right'] as const).flatMap((side) => {
    const context = contexts[side];
    return context
      ? [
          {
            kind: 'context',
            key: `context-${side}`,
            side,
            label: contextEntryLabel(context),
            checked: scope === side,
          } as const,
        ]
      : [];
  });

  return {
    sections,
    noResults: results.status === 'noResults',
    contexts: contextOptions,
    options: [...sections.flatMap((section) => section.options), ...contextOptions],
  };
}

/** The option with this key, and its index in keyboard order (-1 when it is not shown). */
export function findOption(panel: SearchPanel, key: string | null): { option?: SearchOption; index: number } {
  const index = key === null ? -1 : panel.options.findIndex((option) => option.key === key);
  return { option: panel.options[index], index };
}

/**
 * What the results' status says while results are listed (WCAG 4.1.3: a search's count is a status
 * message): '1 result', '6 results', counting the rows the listbox holds before the context
 * entries (a folder opened in the results adds its pages). Empty when nothing matches: 'No Results'
 * (S1's words) is its own status then (walkthrough 32, D4).
 */
export function resultCountText(panel: SearchPanel): string {
  if (panel.noResults) return '';
  const count = panel.options.length - panel.contexts.length;
  return count === 1 ? '1 result' : `${count} results`;
}
