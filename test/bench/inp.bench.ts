import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { RestartableServer } from '../e2e/support/restartable-server';
import { newContext, signInControlled } from './bench-browser';

/**
 * Runs in every document: keeps the Event Timing API's entries of interactions (those with an
 * interactionId), from 16 ms up, the shortest the API reports. A string, not a function: tsx would
 * wrap named functions in a helper the page does not have.
 */
const OBSERVE_INTERACTIONS = `
  (() => {
    window.benchInteractions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) window.benchInteractions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  })();
`;

interface Flow {
  name: string;
  run: (page: Page) => Promise<void>;
}

/** The scripted flows of issue 15, each ending when its result is on screen. */
const FLOWS: Flow[] = [
  {
    name: 'open a folder',
    run: async (page) => {
      await page
        .getByRole('region', { name: 'Apps', exact: true })
        .getByRole('button', { name: /^Operations Toolkit/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Operations Toolkit' })).toBeVisible();
    },
  },
  {
    name: 'open settings',
    run: async (page) => {
      await page
        .getByRole('navigation', { name: 'Title bar' })
        .getByRole('button', { name: 'Settings' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    },
  },
  {
    name: 'type a search',
    run: async (page) => {
      await page.getByRole('combobox', { name: 'Search apps and pages' }).click();
      await page.keyboard.type('labor plan');
      await expect(
        page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'open the release notes',
    run: async (page) => {
      await page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: 'Help' }).click();
      await page.getByRole('menuitem', { name: 'Release Notes' }).click();
      await expect(page.getByRole('dialog', { name: 'Release Notes' })).toBeVisible();
    },
  },
];

/** Two frames: the Event Timing entries of what just happened are delivered by then. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );

export interface InpResult {
  flow: string;
  /** The flow's interaction to next paint in each round: its slowest interaction (ms; under 16 reads 16). */
  inpMs: number[];
}

/**
 * Each flow on a freshly loaded launcher (worker and caches warm, as on a device used every day),
 * once the page is idle, `rounds` times. A flow's INP is its slowest interaction's duration.
 */
export async function benchInp(
  browser: Browser,
  server: RestartableServer,
  rounds: number,
): Promise<InpResult[]> {
  const context = await newContext(browser, server.url);
  try {
    const page = await context.newPage();
    await signInControlled(page);
    await context.addInitScript({ content: OBSERVE_INTERACTIONS });
    const results = FLOWS.map((flow) => ({ flow: flow.name, inpMs: [] as number[] }));
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, flow] of FLOWS.entries()) {
        await page.goto('/home?acctId=1003');
        await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
        // Idle: the chunks behind a click have loaded, as a moment after the page appeared.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        await page.evaluate(() => {
          (window as unknown as { benchInteractions: unknown[] }).benchInteractions = [];
        });
        await flow.run(page);
        await settle(page);
        const durations = await page.evaluate(() =>
          (window as unknown as { benchInteractions: Array<{ duration: number }> }).benchInteractions.map(
            (entry) => entry.duration,
          ),
        );
        results[index]?.inpMs.push(Math.max(16, ...durations));
      }
    }
    return results;
  } finally {
    await context.close();
  }
}
