// Global search per keystroke over a large menu: the app's matcher (src/features/search/model)
// against Fuse.js (a dev dependency, only here) on the same entries and the same keystrokes.
// Runs in Node (V8, as in chromium): the figure is the pure matching cost a keystroke pays before
// React renders the panel (rendering is in the INP figure).
import Fuse from 'fuse.js';
import { appTypes, type MenuItem, menuItemSchema } from '../../src/contracts/menu';
import {
  buildSearchEntries,
  flattenSearchResults,
  searchMenu,
} from '../../src/features/search/model/search-results';

const WORDS = [
  'Labor',
  'Planning',
  'Dock',
  'Scheduling',
  'Yard',
  'Inventory',
  'Shift',
  'Reports',
  'Payroll',
  'Safety',
  'Audit',
  'Receiving',
  'Shipping',
  'Returns',
  'Quality',
  'Maintenance',
  'Forecast',
  'Overtime',
  'Training',
  'Badge',
  'Transport',
  'Carrier',
  'Slotting',
  'Replenishment',
  'Cycle',
  'Count',
  'Wave',
  'Picking',
  'Packing',
  'Labels',
  'Énergie',
  'Compliance',
];
const PAGES_PER_FOLDER = 9;

/** A deterministic menu of `entries` entries: folders of 9 pages and plain apps, titles of two words and the id. */
export function searchBenchMenu(entries: number): MenuItem[] {
  let lastId = 0;
  const entry = (pages: MenuItem[] = []): MenuItem => {
    lastId += 1;
    const id = lastId;
    const word = (n: number) => WORDS[n % WORDS.length] ?? '';
    return menuItemSchema.parse({
      id,
      title: `${word(id * 7)} ${word(id * 13 + 3)} ${id}`,
      subtitle: id % 3 ? null : `${word(id * 5 + 1)} for site ${id % 40}`,
      url: `/app-${id}`,
      appType: appTypes[id % appTypes.length],
      pages,
    });
  };
  const items: MenuItem[] = [];
  while (lastId + PAGES_PER_FOLDER + 1 <= entries * 0.8) {
    const pages = Array.from({ length: PAGES_PER_FOLDER }, () => entry());
    items.push(entry(pages));
  }
  while (lastId < entries) items.push(entry());
  return items;
}

/** Every keystroke of typing `query`, from the second character (one character searches nothing). */
const keystrokes = (query: string) =>
  Array.from({ length: query.length - 1 }, (_, i) => query.slice(0, i + 2));

export interface SearchBenchResult {
  entries: number;
  keystrokes: number;
  appMs: number[];
  fuseMs: number[];
  queries: number;
  sameTopResult: number;
}

const timed = (search: () => unknown) => {
  const started = performance.now();
  search();
  return performance.now() - started;
};

/**
 * Both matchers type the same keystrokes, turn about, so a busy machine slows both alike. Each
 * query is typed from its start: the app's matcher may reuse the previous keystroke's matches,
 * as it does while someone types.
 */
function timeTyping(
  queries: readonly string[],
  rounds: number,
  app: (text: string) => unknown,
  fuse: (text: string) => unknown,
) {
  const appMs: number[] = [];
  const fuseMs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      for (const text of keystrokes(query)) {
        appMs.push(timed(() => app(text)));
        fuseMs.push(timed(() => fuse(text)));
      }
    }
  }
  return { appMs, fuseMs };
}

/**
 * Types each query of a fixed set (full titles of entries spread over the menu, plus two
 * word-start abbreviations) one keystroke at a time through both matchers; the top results of
 * the full title queries must agree for the comparison to be fair.
 */
export function benchSearch(entryCount: number, rounds: number): SearchBenchResult {
  const items = searchBenchMenu(entryCount);
  const entries = buildSearchEntries(items);
  const titleQueries = [17, 404, 1234, 2500, 3333, 4100, 4999].map(
    (id) => entries.find((entry) => entry.item.id === id)?.item.title ?? '',
  );
  const queries = [...titleQueries, 'dock sched', 'slotting'];
  const fuse = new Fuse(entries, {
    keys: ['item.title', 'item.subtitle'],
    ignoreLocation: true,
    threshold: 0.3,
  });
  const app = (text: string) => searchMenu(entries, text);
  const fuzzy = (text: string) => fuse.search(text);
  // Warm both (JIT), as a keystroke after the first few would find them.
  timeTyping(queries, 1, app, fuzzy);
  const { appMs, fuseMs } = timeTyping(queries, rounds, app, fuzzy);
  const sameTopResult = titleQueries.filter((query) => {
    const ours = flattenSearchResults(searchMenu(entries, query))[0]?.item.id;
    const theirs = fuse.search(query)[0]?.item.item.id;
    return ours !== undefined && ours === theirs;
  }).length;
  return {
    entries: entries.length,
    keystrokes: appMs.length,
    appMs,
    fuseMs,
    queries: titleQueries.length,
    sameTopResult,
  };
}

/** The p-th percentile (0–100) of measurements. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
