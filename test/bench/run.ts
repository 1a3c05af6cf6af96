// `npm run bench`: the performance figures (docs/performance.md) and the offline model's (docs/offline.md,
// "Benchmarks") in Debian chromium against the reference server and the production build
// (`npx vite build` first). A script, not a test: it prints, it does not judge. Each figure is
// printed beside its floor (a bare static page from the same server, same run) or its peer.
// `npm run bench -- --only=size,first-tile,search,inp,large-data,lighthouse,replay,hydration,offline,soak,load`
// runs some sections only.
import { cpus } from 'node:os';
import { startRestartableServer } from '../e2e/support/restartable-server';
import { launcherBundle } from '../tools/launcher-bundle';
import { assertBuilt, launchChromium, median } from './bench-browser';
import { benchFirstTile } from './first-tile.bench';
import { benchHydration } from './hydration.bench';
import { benchInp } from './inp.bench';
import { benchKioskSoak } from './kiosk-soak.bench';
import { benchLargeData, type StepFigures } from './large-data.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchRepeatVisit, launcherToStaticRatio } from './repeat-visit.bench';
import { benchReplay } from './replay.bench';
import { benchSearch, percentile } from './search.bench';
import { benchServerLoad, type LoadRun } from './server-load.bench';
import { benchRawUsageInsert } from './sqlite-insert.bench';

const REPLAY_RECORDS = 10_000;
const MENU_ENTRIES = 5_000;
const HYDRATION_ROUNDS = 15;
const VISIT_ROUNDS = 9;
const SOAK_HOURS = 24;
const SOAK_SAMPLE_EVERY_HOURS = 6;
const FIRST_TILE_ROUNDS = 10;
const SEARCH_ROUNDS = 5;
const INP_ROUNDS = 5;
const LARGE_DATA_ROUNDS = 5;
const LOAD_MENU_READS = 5_000;
const LOAD_FAVORITE_KEYS = 1_000;

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (section: string) => !only || only.includes(section);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const count = (value: number) => value.toLocaleString('en-US');
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;
/** A time beside its floor: `412.0 ms = 5.1× floor (80.8 ms)`. */
const againstFloor = (value: number, floor: number) =>
  `${ms(value)} = ${(value / floor).toFixed(1)}× floor (${ms(floor)})`;

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

    if (wanted('size')) {
      const bundle = launcherBundle();
      printTable('Launcher route, production build (gzip -9; entry + static imports + /home chunks)', [
        [
          'launcher-route JS, gzip',
          `${kilobytes(bundle.js.gzip)} (goal ≤ 200 KB; peers: Homer 70 KB, Dashy 261 KB)`,
        ],
        ['launcher-route CSS, gzip', `${kilobytes(bundle.css.gzip)} (goal ≤ 45 KB)`],
        [
          'largest JS files',
          bundle.js.files
            .slice(0, 3)
            .map((f) => `${f.file.replace('assets/', '')} ${kilobytes(f.gzip)}`)
            .join(', '),
        ],
      ]);
    }

    if (wanted('first-tile')) {
      const tile = await benchFirstTile(browser, pageServer, FIRST_TILE_ROUNDS);
      printTable(
        `First app tile, online, 1280×800, admin (median of ${FIRST_TILE_ROUNDS}; floor: bare static page, same server)`,
        [
          [
            'fresh profile (signed in, empty HTTP cache)',
            againstFloor(median(tile.fresh.launcherMs), median(tile.fresh.staticMs)),
          ],
          [
            'repeat visit (service worker and caches warm)',
            againstFloor(median(tile.repeat.launcherMs), median(tile.repeat.staticMs)),
          ],
        ],
      );
    }

    if (wanted('search')) {
      const search = benchSearch(MENU_ENTRIES, SEARCH_ROUNDS);
      const [app, fuse] = [percentile(search.appMs, 95), percentile(search.fuseMs, 95)];
      printTable(
        `Global search, ${count(search.entries)}-entry menu, ${count(search.keystrokes)} keystrokes (Node, same V8 as chromium)`,
        [
          ['per keystroke p95, app matcher', ms(app)],
          ['per keystroke p95, Fuse.js (peer)', `${ms(fuse)}: app ${(fuse / app).toFixed(1)}× faster`],
          ['same top result on the fixed queries', `${search.sameTopResult} of ${search.queries}`],
        ],
      );
    }

    if (wanted('inp')) {
      const inp = await benchInp(browser, pageServer, INP_ROUNDS);
      printTable(
        `Interaction to next paint, Event Timing API (median of ${INP_ROUNDS}; goal ≤ 100 ms each)`,
        [
          ...inp.map((flow): [string, string] => [
            flow.flow,
            `${ms(median(flow.inpMs))} (worst ${ms(Math.max(...flow.inpMs))})`,
          ]),
        ],
      );
    }

    if (wanted('large-data')) {
      const steps = await benchLargeData(browser, pageServer, LARGE_DATA_ROUNDS);
      const medianOf = (figures: StepFigures[], key: keyof StepFigures) =>
        median(figures.map((figure) => figure[key]));
      printTable(
        `Large data (QA walkthrough 7: 231 sidebar Apps entries, 184 versions), admin, at 1×: main-thread CPU of each step and its INP (medians of ${LARGE_DATA_ROUNDS}; peer: the same step on the demo data, same run)`,
        steps.map((step): [string, string] => {
          const [cpu, demoCpu] = [medianOf(step.large, 'cpuMs'), medianOf(step.demo, 'cpuMs')];
          return [
            step.step,
            `CPU ${ms(cpu)} (demo data ${ms(demoCpu)}: ${(cpu / demoCpu).toFixed(1)}×), INP ${ms(medianOf(step.large, 'inpMs'))} (demo data ${ms(medianOf(step.demo, 'inpMs'))})`,
          ];
        }),
      );
    }

    if (wanted('lighthouse')) {
      const runs = await benchLighthouse(pageServer.url);
      printTable('Lighthouse 13, mobile preset (goal: performance ≥ 90; floor: the bare static page)', [
        ...runs.flatMap((run): [string, string][] =>
          run.error
            ? [[run.url, `not measured (${run.error})`]]
            : [
                [
                  run.url,
                  `score ${run.score}, LCP ${seconds(run.lcpMs)}, FCP ${seconds(run.fcpMs)}, TBT ${ms(run.tbtMs)}, CLS ${run.cls.toFixed(3)}, ${megabytes(run.transferredBytes)} transferred, ${kilobytes(run.unusedJsBytes)} unused JS`,
                ],
                ['  LCP element', run.lcpElement.slice(0, 120)],
              ],
        ),
      ]);
    }

    if (wanted('replay')) {
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
        ['  app start to the first record received by the server', seconds(replay.firstRecordMs)],
        ['  first to last record received by the server', seconds(replay.serverSpanMs)],
        [
          '  CPU, app start to empty outbox',
          `page ${seconds(replay.cpu.renderers)}, browser process ${seconds(replay.cpu.browser)}, ` +
            `other chromium ${seconds(replay.cpu.otherChromium)}, server and bench ${seconds(replay.cpu.node)}`,
        ],
        ['  stored at the server', 'each once, in queue order'],
      ]);
    }

    if (wanted('hydration')) {
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
    }

    if (wanted('offline')) {
      const visit = await benchRepeatVisit(browser, VISIT_ROUNDS);
      printTable(`Offline repeat visit, server stopped (median of ${VISIT_ROUNDS})`, [
        ['launcher visible (Home heading and app tiles)', ms(median(visit.launcherMs))],
        ['bare static page from the same service worker', ms(median(visit.staticMs))],
        ['ratio launcher / static page', `${launcherToStaticRatio(visit).toFixed(1)}×`],
      ]);
    }

    if (wanted('soak')) {
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
    }

    if (wanted('load')) {
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
    }

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
