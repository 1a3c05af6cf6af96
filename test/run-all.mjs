// `npm test`: every check, one stage after another, stopping at the first failure, then one line
// with each stage's count and time (docs/testing.md). The stages run their usual commands; only the
// counts are read back, from the runners' JSON reports.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'ops-test-reports-'));
const unitReport = join(reports, 'unit.json');
const browserReport = join(reports, 'browser.json');

/**
 * Debian's chromium builds, installed with apt-get when missing (test/ensure-chromium.mjs), from the
 * start and beside the other stages: apt-get mostly waits on the network and the disk (about half a
 * minute on a fresh machine), which the type-check, lint, unit and build stages need not wait for.
 * Its output is shown when the browser stage starts.
 */
function ensureChromiumInBackground() {
  const log = join(reports, 'ensure-chromium.log');
  const fd = openSync(log, 'w');
  const child = spawn(process.execPath, ['test/ensure-chromium.mjs'], { stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = new Promise((resolve) => {
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
  let shown;
  return () => {
    shown ??= exited.then((code) => {
      process.stdout.write(readFileSync(log, 'utf8'));
      return code;
    });
    return shown;
  };
}
const chromiumInstalled = ensureChromiumInBackground();

/** Passed and failed tests from Vitest's JSON report. */
function unitCounts() {
  const report = JSON.parse(readFileSync(unitReport, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

/** Passed (flaky ones included: they passed on no retry here, retries are off) and failed tests. */
function browserCounts() {
  const { stats } = JSON.parse(readFileSync(browserReport, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

const stages = [
  { name: 'typecheck', command: 'npm run -s typecheck' },
  { name: 'lint', command: 'npm run -s lint' },
  {
    name: 'unit',
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${unitReport}`,
    counts: unitCounts,
  },
  { name: 'build', command: 'npm run -s build' },
  // The launcher route's JS and CSS, gzip, against their limits (docs/performance.md): sizes are
  // deterministic, so a build that grows past them fails here, before the slow browser stage.
  { name: 'size', command: 'npx tsx test/tools/launcher-bundle.ts' },
  {
    name: 'browser',
    command: 'npx playwright test -c test/playwright.config.ts --reporter=list,json',
    before: chromiumInstalled,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport },
    counts: browserCounts,
  },
];

const results = [];
let failedStage;
const started = Date.now();
for (const stage of stages) {
  const stageStarted = Date.now();
  const ready = stage.before ? await stage.before() : 0;
  const run =
    ready === 0
      ? spawnSync(stage.command, { shell: true, stdio: 'inherit', env: { ...process.env, ...stage.env } })
      : { status: ready };
  let counts;
  try {
    counts = stage.counts?.();
  } catch {
    counts = undefined; // No report: the runner failed before writing one; its exit code says so.
  }
  results.push({ name: stage.name, seconds: (Date.now() - stageStarted) / 1000, counts });
  if (run.status !== 0) {
    failedStage = stage.name;
    break;
  }
}
// An install still running (a stage failed early) is let finish: apt-get cut off halfway leaves
// dpkg to be repaired.
await chromiumInstalled();
rmSync(reports, { recursive: true, force: true });

const describe = ({ name, seconds, counts }) =>
  `${name} ${counts ? `${counts.passed} passed${counts.failed ? ` ${counts.failed} failed` : ''} ` : ''}${seconds.toFixed(0)} s`;
const total = (Date.now() - started) / 1000;
console.log(
  `\nnpm test: ${results.map(describe).join(' · ')} · total ${total.toFixed(0)} s${failedStage ? ` — FAILED at ${failedStage}` : ''}`,
);
// The plain closing line, over the tests that ran (a type or lint error stops before any test).
const counted = results.filter((result) => result.counts);
if (counted.length > 0) {
  const passed = counted.reduce((sum, result) => sum + result.counts.passed, 0);
  const failed = counted.reduce((sum, result) => sum + result.counts.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
}
process.exit(failedStage ? 1 : 0);
