import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, expect, type Page } from '@playwright/test';
import { repoRoot } from '../../src/server/config';
import { submitSignIn } from '../e2e/support/fixtures';
import playwrightConfig, { CHROMIUM } from '../playwright.config';

/** The benchmarks measure the production build, as the browser tests do. */
export function assertBuilt(): void {
  if (!existsSync(join(repoRoot, 'dist', 'sw.js')))
    throw new Error('No production build in dist/: run `npx vite build` first.');
}

/** Debian's full chromium (what a user runs) with the browser tests' flags (test/playwright.config.ts). */
export function launchChromium(): Promise<Browser> {
  const { launchOptions } = playwrightConfig.use ?? {};
  return chromium.launch({ ...launchOptions, executablePath: CHROMIUM, headless: true });
}

/** The window the figures are measured in (issue 15). */
export const BENCH_VIEWPORT = { width: 1280, height: 800 };

/** A fresh profile (empty HTTP cache and storage) with the service worker allowed, at the server's address. */
export function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, serviceWorkers: 'allow', viewport: BENCH_VIEWPORT });
}

/** Signs in as admin and waits until the service worker controls the page. */
export async function signInControlled(page: Page): Promise<void> {
  await page.goto('/home');
  await submitSignIn(page, 'admin');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
    .toBe('activated');
}

/** Median of measurements in ms. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
