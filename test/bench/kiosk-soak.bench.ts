import type { Browser, CDPSession, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { startRestartableServer } from '../e2e/support/restartable-server';
import { newContext } from './bench-browser';

export interface SoakSample {
  /** Fake-clock hours since the display started. */
  hour: number;
  /** JS heap in use after a forced garbage collection (bytes). */
  heapBytes: number;
  domNodes: number;
  /** Display data fetches the server answered so far. */
  dataFetches: number;
}

export interface SoakResult {
  samples: SoakSample[];
  /** Real time the 24 fake hours took (ms). */
  realMs: number;
}

async function sample(cdp: CDPSession, hour: number, dataFetches: number): Promise<SoakSample> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { hour, heapBytes: metric('JSHeapUsedSize'), domNodes: metric('Nodes'), dataFetches };
}

/** Lets the page's network answers (real time) land between fake-clock steps. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

/**
 * A wall display (display 1: four panels rotating every 15 s, refreshed every 60 s, a heartbeat a
 * minute) driven by the page's fake clock through `hours` hours, one minute at a time, against the
 * real server: every rotation, clock tick, refresh and heartbeat of the day runs. The heap is
 * sampled (after a forced GC) at the start and every `sampleEveryHours`.
 */
export async function benchKioskSoak(
  browser: Browser,
  hours: number,
  sampleEveryHours: number,
): Promise<SoakResult> {
  const server = await startRestartableServer();
  const context = await newContext(browser, server.url);
  let dataFetches = 0;
  context.on('response', (response) => {
    if (/\/api\/Displays\/1\/Data$/.test(response.url()) && response.ok()) dataFetches += 1;
  });
  try {
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/display/1');
    await expect(page.getByRole('main', { name: 'Display Metro Airport counter' })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.clock.runFor(60_000);
    await settle(page);
    const samples = [await sample(cdp, 0, dataFetches)];
    const started = performance.now();
    for (let minute = 1; minute <= hours * 60; minute += 1) {
      await page.clock.runFor(60_000);
      await settle(page);
      if (minute % (sampleEveryHours * 60) === 0) samples.push(await sample(cdp, minute / 60, dataFetches));
    }
    await expect(page.getByRole('main', { name: 'Display Metro Airport counter' })).toBeVisible();
    return { samples, realMs: performance.now() - started };
  } finally {
    await context.close();
    await server.dispose();
  }
}
