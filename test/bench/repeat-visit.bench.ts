import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { cachedResources } from '../e2e/support/browser-storage';
import { startRestartableServer } from '../e2e/support/restartable-server';
import { median, newContext, signInControlled } from './bench-browser';

export interface RepeatVisitResult {
  /** Navigation start to the static page's heading, served by the worker (ms, each round). */
  staticMs: number[];
  /** Navigation start to the launcher: the Home heading and the Apps tiles (ms, each round). */
  launcherMs: number[];
}

/**
 * Runs in every document the bench page opens: notes when the thing a person waits for is on
 * screen, in ms from the navigation's start (performance.now() of that document). A string, not a
 * function: tsx would wrap named functions in a helper the page does not have.
 */
export const NOTE_WHEN_VISIBLE = `
  (() => {
    const seen = () => {
      const heading = document.querySelector('h1')?.textContent;
      if (heading === 'Static page') return true;
      if (heading !== 'Home') return false;
      return [...document.querySelectorAll('main section')].some(
        (section) => section.querySelector('h2')?.textContent === 'Apps' && section.querySelector('button'),
      );
    };
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      window.benchVisibleAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();
`;

export async function visibleAfterNavigation(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => (window as { benchVisibleAt?: number }).benchVisibleAt ?? null))
    .not.toBeNull();
  return page.evaluate(() => (window as unknown as { benchVisibleAt: number }).benchVisibleAt);
}

/**
 * The offline repeat visit in chromium with the server stopped: the launcher (app shell from the
 * worker's precache, session from localStorage, menu from IndexedDB) against a bare static page
 * the same worker serves from the same precache.
 */
export async function benchRepeatVisit(browser: Browser, rounds: number): Promise<RepeatVisitResult> {
  const server = await startRestartableServer();
  const context = await newContext(browser, server.url);
  try {
    const page = await context.newPage();
    await signInControlled(page);
    await expect.poll(() => cachedResources(page)).toEqual(expect.arrayContaining(['menu']));
    await context.addInitScript({ content: NOTE_WHEN_VISIBLE });
    await server.stop();
    const result: RepeatVisitResult = { staticMs: [], launcherMs: [] };
    // One visit of each first: the worker and the caches warm, as on a device used every day.
    await visibleAfterNavigation(page, '/bench-static.html');
    await visibleAfterNavigation(page, '/home');
    for (let round = 0; round < rounds; round += 1) {
      result.staticMs.push(await visibleAfterNavigation(page, '/bench-static.html'));
      result.launcherMs.push(await visibleAfterNavigation(page, '/home'));
    }
    return result;
  } finally {
    await context.close();
    await server.dispose();
  }
}

export const launcherToStaticRatio = (result: RepeatVisitResult) =>
  median(result.launcherMs) / median(result.staticMs);
