import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { databaseFileName } from '../../src/server/db/database';
import type { RestartableServer } from '../e2e/support/restartable-server';
import { startRestartableServer } from '../e2e/support/restartable-server';
import { newContext, signInControlled } from './bench-browser';
import { addLargeData } from './large-data/large-data';

/**
 * Runs in every document: keeps the Event Timing API's entries of interactions (16 ms up), as
 * `inp.bench.ts` does, for each step's interaction to next paint.
 */
const OBSERVE_INTERACTIONS = `
  (() => {
    window.benchInteractions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) window.benchInteractions.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  })();
`;
const takeInteractions = (page: Page) =>
  page.evaluate(() => {
    const held = window as unknown as { benchInteractions: number[] };
    const durations = held.benchInteractions;
    held.benchInteractions = [];
    return durations;
  });

/** One step of the large-data flow: made ready (untimed), then done while the main thread is traced. */
interface Step {
  name: string;
  /** Untimed: what the step needs before it (a dialog opened, a list waited for). */
  prepare?: (page: Page) => Promise<void>;
  /** The user's action. Found beforehand: a role query during the trace would run in the page too. */
  act: (page: Page) => Promise<() => Promise<void>>;
  /** How long the trace keeps running after the action: what the action set off (renders, reads) is in by then. */
  settleMs: number;
  /** Untimed, after the trace: the step did what it says. */
  check: (page: Page) => Promise<void>;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });
const releaseNotes = (page: Page) => page.getByRole('dialog', { name: 'Release Notes' });
const clickOn = async (page: Page, find: (page: Page) => ReturnType<Page['getByRole']>) => {
  const handle = await find(page).elementHandle();
  if (!handle) throw new Error('nothing to click');
  return () => handle.click();
};

/** The steps QA walkthrough 7 found slow with a large menu and many versions, in this order, in one page. */
const STEPS: Step[] = [
  {
    name: 'sidebar: open the Apps category',
    act: (page) => clickOn(page, (p) => sidebar(p).getByRole('tab', { name: 'Apps' })),
    settleMs: 1200,
    check: (page) =>
      expect(sidebar(page).getByRole('tab', { name: 'Apps' })).toHaveAttribute('aria-selected', 'true'),
  },
  {
    name: 'sidebar: switch to Reports',
    act: (page) => clickOn(page, (p) => sidebar(p).getByRole('tab', { name: 'Reports' })),
    settleMs: 1200,
    check: (page) =>
      expect(sidebar(page).getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true'),
  },
  {
    name: 'sidebar: switch back to Apps',
    act: (page) => clickOn(page, (p) => sidebar(p).getByRole('tab', { name: 'Apps' })),
    settleMs: 1200,
    check: (page) =>
      expect(sidebar(page).getByRole('tab', { name: 'Apps' })).toHaveAttribute('aria-selected', 'true'),
  },
  {
    name: "release notes: pick the change type 'Fix'",
    prepare: async (page) => {
      await page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: 'Help' }).click();
      await page.getByRole('menuitem', { name: 'Release Notes' }).click();
      await expect(
        releaseNotes(page).getByRole('list', { name: 'Versions' }).getByRole('listitem').first(),
      ).toBeVisible();
      await releaseNotes(page).getByRole('combobox', { name: 'Change type' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('option', { name: 'Fix' })).toBeVisible();
    },
    act: (page) => clickOn(page, (p) => p.getByRole('option', { name: 'Fix' })),
    settleMs: 2000,
    check: async (page) => {
      await expect(page.getByRole('option', { name: 'Fix' })).toHaveAttribute('aria-selected', 'true');
      await expect(
        releaseNotes(page).getByRole('list', { name: 'Versions' }).getByRole('listitem').first(),
      ).toBeVisible();
    },
  },
];

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ph: string;
  /** Thread time, µs. */
  tdur?: number;
  args?: { name?: string };
}

/**
 * The main thread's CPU time while `act` runs and for `settleMs` after: the thread time of its
 * tasks (`RunTask`) in a Chrome trace, which other work on a shared machine moves less than wall
 * time (docs/performance.md, Large data).
 */
async function mainThreadMs(cdp: CDPSession, act: () => Promise<void>, settleMs: number): Promise<number> {
  const events: TraceEvent[] = [];
  // The protocol types the events loosely (string values); they are Chrome's trace events.
  const collect = (data: { value: unknown[] }) => {
    events.push(...(data.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await act();
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  // The page's renderer: its main thread is the one that dispatched the click.
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      events.some((other) => other.pid === event.pid && other.name === 'EventDispatch'),
  );
  if (!main) throw new Error('no renderer main thread in the trace');
  const microseconds = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')
    .reduce((sum, event) => sum + (event.tdur ?? 0), 0);
  return microseconds / 1000;
}

/** One step's figures in one round: main-thread CPU time and interaction to next paint, ms. */
export interface StepFigures {
  cpuMs: number;
  /** The step's slowest interaction (Event Timing; under 16 reads 16). */
  inpMs: number;
}

export interface LargeDataStep {
  step: string;
  /** The step in each round: on the demo data (the peer) and on the large data. */
  demo: StepFigures[];
  large: StepFigures[];
}

async function signedInPage(browser: Browser, server: RestartableServer) {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await signInControlled(page);
  await context.addInitScript({ content: OBSERVE_INTERACTIONS });
  return { context, page, cdp: await context.newCDPSession(page) };
}

/** One round of the steps in a freshly loaded launcher, once idle; each step's figures. */
async function runSteps(page: Page, cdp: CDPSession): Promise<StepFigures[]> {
  await page.goto('/home?acctId=1003');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // The parts loaded on idle (menus, panels, tooltips) are in, as a moment after the page appeared.
  await page.waitForTimeout(1500);
  const figures: StepFigures[] = [];
  for (const step of STEPS) {
    await step.prepare?.(page);
    await page.waitForTimeout(500);
    const act = await step.act(page);
    await takeInteractions(page);
    const cpuMs = await mainThreadMs(cdp, act, step.settleMs);
    figures.push({ cpuMs, inpMs: Math.max(16, ...(await takeInteractions(page))) });
    await step.check(page);
  }
  return figures;
}

/**
 * QA walkthrough 7's large data (test/bench/large-data/large-data.ts: 231 sidebar Apps entries,
 * 184 versions with long notes, …) on a server of its own, beside the demo data on `demoServer`:
 * the same steps as admin, rounds taken turn about: each step's main-thread CPU time and its
 * interaction to next paint (1×).
 */
export async function benchLargeData(
  browser: Browser,
  demoServer: RestartableServer,
  rounds: number,
): Promise<LargeDataStep[]> {
  const largeServer = await startRestartableServer();
  const opened: Array<{ context: { close(): Promise<void> } }> = [];
  try {
    await largeServer.stop();
    addLargeData(join(largeServer.dataDir, databaseFileName));
    await largeServer.restart();
    const demo = await signedInPage(browser, demoServer);
    opened.push(demo);
    const large = await signedInPage(browser, largeServer);
    opened.push(large);
    const results = STEPS.map((step): LargeDataStep => ({ step: step.name, demo: [], large: [] }));
    const missing = { cpuMs: Number.NaN, inpMs: Number.NaN };
    for (let round = 0; round < rounds; round += 1) {
      const demoFigures = await runSteps(demo.page, demo.cdp);
      const largeFigures = await runSteps(large.page, large.cdp);
      results.forEach((result, index) => {
        result.demo.push(demoFigures[index] ?? missing);
        result.large.push(largeFigures[index] ?? missing);
      });
    }
    return results;
  } finally {
    for (const { context } of opened) await context.close();
    await largeServer.dispose();
  }
}
