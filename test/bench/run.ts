// `npm run bench`: the offline model's figures in Debian chromium against the reference server
// and the production build (`npx vite build` first). A script, not a test: it prints, it does not
// judge. What each figure means: docs/offline.md, "Benchmarks".
import { cpus } from 'node:os';
import { startRestartableServer } from '../e2e/support/restartable-server';
import { assertBuilt, launchChromium, median } from './bench-browser';
import { benchHydration } from './hydration.bench';
import { benchKioskSoak } from './kiosk-soak.bench';
import { benchRepeatVisit, launcherToStaticRatio } from './repeat-visit.bench';
import { benchReplay } from './replay.bench';
import { benchServerLoad, type LoadRun } from './server-load.bench';
import { benchRawUsageInsert } from './sqlite-insert.bench';

const REPLAY_RECORDS = 10_000;
const MENU_ENTRIES = 5_000;
const HYDRATION_ROUNDS = 15;
const VISIT_ROUNDS = 9;
const SOAK_HOURS = 24;
const SOAK_SAMPLE_EVERY_HOURS = 6;
const LOAD_MENU_READS = 5_000;
const LOAD_FAVORITE_KEYS = 1_000;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const count = (value: number) => value.toLocaleString('en-US');
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function printTable(title: string, rows: Array<[string, string]>): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${title}`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}

async function main(): Promise<void> {
  assertBuilt();
  const started = performance.now();
  const browser = await launchChromium();
  const pageServer = await startRestartableServer();
  try {
    console.log(`Ops Portal offline benchmarks: chromium ${browser.version()}, ${cpus().length} CPUs`);

    const replay = await benchReplay(browser, REPLAY_RECORDS);
    const replayRate = replay.records / (replay.totalMs / 1000);
    const rawInsertRate = benchRawUsageInsert(REPLAY_RECORDS, replay.userAgent);
    printTable('Outbox replay (real outbox, usage hub and server; chromium IndexedDB)', [
      [`${count(replay.records)} queued usage records, app start to empty outbox`, seconds(replay.totalMs)],
      ['  throughput', `${count(Math.round(replayRate))} records/s`],
      [
        '  raw SQLite insert of the same row (autocommit, temp db)',
        `${count(Math.round(rawInsertRate))} rows/s`,
      ],
      ['  replay / raw insert', `${((100 * replayRate) / rawInsertRate).toFixed(0)} % (goal ≥ 25 %)`],
      ['  first to last record received by the server', seconds(replay.serverSpanMs)],
      ['  stored at the server', 'each once, in queue order'],
    ]);

    const hydration = await benchHydration(
      browser,
      `${pageServer.url}/bench-static.html`,
      MENU_ENTRIES,
      HYDRATION_ROUNDS,
    );
    printTable(`Menu hydration from Dexie (median of ${HYDRATION_ROUNDS})`, [
      [
        `${count(hydration.entries)}-entry menu, one ${count(hydration.rowKilobytes)} KB row: read + parse`,
        ms(median(hydration.readAndParseMs)),
      ],
      ['  IndexedDB read', ms(median(hydration.readMs))],
      ['  zod parse (menu contract)', ms(median(hydration.parseMs))],
      ['  first read after opening the database', ms(median(hydration.firstReadMs))],
    ]);

    const visit = await benchRepeatVisit(browser, VISIT_ROUNDS);
    printTable(`Offline repeat visit, server stopped (median of ${VISIT_ROUNDS})`, [
      ['launcher visible (Home heading and app tiles)', ms(median(visit.launcherMs))],
      ['bare static page from the same service worker', ms(median(visit.staticMs))],
      ['ratio launcher / static page', `${launcherToStaticRatio(visit).toFixed(1)}×`],
    ]);

    const soak = await benchKioskSoak(browser, SOAK_HOURS, SOAK_SAMPLE_EVERY_HOURS);
    const [first, last] = [soak.samples[0], soak.samples.at(-1)];
    printTable(
      `Wall display soak: display 1, ${SOAK_HOURS} fake-clock hours (${seconds(soak.realMs)} real)`,
      [
        ...soak.samples.map((s): [string, string] => [
          `hour ${String(s.hour).padStart(2)}: heap after GC / DOM nodes / data fetches`,
          `${megabytes(s.heapBytes)} / ${count(s.domNodes)} / ${count(s.dataFetches)}`,
        ]),
        [
          'heap before → after',
          first && last ? `${megabytes(first.heapBytes)} → ${megabytes(last.heapBytes)}` : '–',
        ],
      ],
    );

    const load = await benchServerLoad(LOAD_MENU_READS, LOAD_FAVORITE_KEYS);
    const loadRow = (run: LoadRun): string =>
      `${count(Math.round(run.requestsPerSecond))} req/s, p50 ${ms(run.p50Ms)}, p99 ${ms(run.p99Ms)}, ${count(run.errors)} errors`;
    const f = load.favorites;
    printTable(
      `Server under load: autocannon on 127.0.0.1, ${load.connections} connections (docs/performance.md)`,
      [
        [`${count(load.menu.requests)} menu reads (GET Common/Menu, br/gzip accepted)`, loadRow(load.menu)],
        [
          `${count(f.requests)} favorites writes (PUT Common/Favorites, ${count(f.keys)} keys each sent twice)`,
          loadRow(f),
        ],
        [
          '  applied_requests rows before → after',
          `${count(f.appliedBefore)} → ${count(f.appliedAfter)} (+${count(f.appliedAfter - f.appliedBefore)}: one per key)`,
        ],
        [
          '  user_favorites rows before → after',
          `${f.favoriteRowsBefore} → ${f.favoriteRowsAfter} (expected ${f.favoriteRowsExpected})`,
        ],
      ],
    );

    console.log(`\nDone in ${seconds(performance.now() - started)}.`);
  } finally {
    await browser.close();
    await pageServer.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
