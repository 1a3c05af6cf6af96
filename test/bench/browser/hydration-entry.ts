// Bundled by test/bench/hydration.bench.ts for chromium: the app's own cache layer (Dexie, the
// cache row schema and the menu contract), timed inside the browser that runs it.
import { appTypes, type MenuResponse, menuResponseSchema } from '../../../src/contracts/menu';
import { readCached, writeCached } from '../../../src/core/cache/cache-store';
import { cacheKey } from '../../../src/core/cache/model/cache-key';
import { installPortalDb, PortalDb, portalDb } from '../../../src/core/db/portal-db';

const DB_NAME = 'ops-portal-bench-hydration';
const OWNER = { userId: 1, accountId: 1001 };
const PAGES_PER_FOLDER = 10;

/** A menu as the server sends it, `entries` entries in all: plain apps and folders of 10 pages. */
function benchMenu(entries: number): MenuResponse {
  const entry = (id: number, pages: MenuResponse['items'] = []) => ({
    id,
    title: `App ${id}`,
    subtitle: id % 3 ? null : `Subtitle of app ${id}`,
    url: `/app-${id}`,
    icon: null,
    color: '#1c7ed6',
    logo: null,
    extLink: null,
    extLinkNewTab: false,
    badgeItem: id % 7 ? null : id,
    dynamicBadge: false,
    disabled: false,
    noAccount: false,
    appType: appTypes[id % appTypes.length] ?? 'Apps',
    highlighted: false,
    active: false,
    hideName: false,
    favorite: id % 50 === 0,
    pages,
  });
  const folders = Math.floor((entries * 0.8) / (PAGES_PER_FOLDER + 1));
  const items: MenuResponse['items'] = [];
  let lastId = 0;
  const nextId = () => {
    lastId += 1;
    return lastId;
  };
  for (let folder = 0; folder < folders; folder += 1) {
    const pages = Array.from({ length: PAGES_PER_FOLDER }, () => entry(nextId()));
    items.push(entry(nextId(), pages));
  }
  while (lastId < entries) items.push(entry(nextId()));
  return { items, favorites: items.slice(0, 8).map((item) => item.id) };
}

const countEntries = (items: MenuResponse['items']): number =>
  items.reduce((sum, item) => sum + 1 + countEntries(item.pages), 0);

export interface HydrationTimings {
  entries: number;
  rowKilobytes: number;
  /** A fresh Dexie instance (what a reload opens): open, read the row, parse it. */
  firstReadMs: number[];
  /** The open database: read the row and parse it (`readCached`). */
  readAndParseMs: number[];
  /** The two parts of it: IndexedDB's read (structured clone) and the zod parse of the menu. */
  readMs: number[];
  parseMs: number[];
}

async function hydration(entries: number, rounds: number): Promise<HydrationTimings> {
  const menu = benchMenu(entries);
  const key = cacheKey(OWNER, 'menu');
  installPortalDb(new PortalDb(DB_NAME));
  await writeCached(OWNER, 'menu', menu, Date.now());
  const timings: HydrationTimings = {
    entries: countEntries(menu.items),
    rowKilobytes: Math.round(new Blob([JSON.stringify(menu)]).size / 1024),
    firstReadMs: [],
    readAndParseMs: [],
    readMs: [],
    parseMs: [],
  };
  const time = async (task: () => Promise<unknown>) => {
    const started = performance.now();
    const result = await task();
    if (result === undefined) throw new Error('The cached menu could not be read.');
    return performance.now() - started;
  };
  for (let round = 0; round < rounds; round += 1) {
    installPortalDb(new PortalDb(DB_NAME));
    timings.firstReadMs.push(await time(() => readCached(key, menuResponseSchema)));
    timings.readAndParseMs.push(await time(() => readCached(key, menuResponseSchema)));
    let row: unknown;
    timings.readMs.push(await time(async () => (row = await portalDb().cache.get(key))));
    const value = (row as { value: unknown }).value;
    timings.parseMs.push(await time(async () => menuResponseSchema.parse(value)));
  }
  await portalDb().delete();
  return timings;
}

Object.assign(window, { benchHydration: hydration });
