import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { repoRoot } from '../../../src/server/config';
import { authHeaders } from './api-auth';
import { cachedResources, outboxRecords } from './browser-storage';
import { sidebar } from './landmarks';
import type { TestControls } from './test-controls';

/** The read-cache rows an offline start needs: the guards and the launcher read them. */
const USER_CONTEXT = ['accounts', 'menu', 'roles'];

/**
 * Waits until the page's service worker is installed and activated, controlling the page or not.
 * `ready` waits as long as the install's precache takes, within the test's own timeout: under
 * load it took longer than a poll's 15 s (a loaded run, stop 60). Then the state is read until the
 * activation is over (`ready` answers an activating worker too).
 */
export async function workerActivated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null),
    )
    .toBe('activated');
}

/**
 * Waits until the service worker controls the page and the user context is cached: from then on
 * a reload works without the network. The worker does not claim the page that installed it (a
 * fresh install never takes over a running page), so the first visit reloads once, as a person's
 * second visit would.
 */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
    .toBe('activated');
  await expect.poll(() => cachedResources(page)).toEqual(expect.arrayContaining(USER_CONTEXT));
}

/**
 * Waits for `condition`, moving the page's fake clock (`page.clock.install()` first) on by `stepMs`
 * between looks: the outbox's backoff, the usage hub's retries (up to 36 s apart) and the network
 * monitor's re-probes fire without the test sleeping through them.
 */
export async function driveClockUntil(
  page: Page,
  condition: () => Promise<boolean>,
  { stepMs = 5_000, timeout = 20_000, message = 'condition' } = {},
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await condition()) return true;
        await page.clock.fastForward(stepMs);
        return false;
      },
      // Short looks: each one moves the page's time on, so the real wait stays small.
      { timeout, message, intervals: [100] },
    )
    .toBe(true);
}

/** The title bar's sync status button: 'Synced', '3 to sync', '…, 1 not accepted'. */
export const syncStatusButton = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: /Synced|to sync/ });

export const isSynced = async (page: Page) => (await syncStatusButton(page).textContent()) === 'Synced';

/** The favorites the server holds for the signed-in user (`GET Common/Menu`, with the page's token). */
export async function favoritesAtServer(page: Page): Promise<number[]> {
  const answer = await page.request.get('/api/Common/Menu', { headers: await authHeaders(page) });
  return ((await answer.json()) as { favorites: number[] }).favorites;
}

/** A copy of the built app that a test may redeploy: the server serves it with `STATIC_DIR`. */
/**
 * Stars Dashboard while the server refuses to save favorites (503, retried): the user's own change
 * waits in the queue until `controls.clearFaults()`.
 */
export async function starWaitingToSync(page: Page, controls: TestControls): Promise<void> {
  await controls.fault('Common/Favorites', 503, 1000, 'Maintenance', 'PUT');
  await sidebar(page).getByRole('tab', { name: 'Apps' }).click();
  await sidebar(page).getByRole('button', { name: 'Favorite Dashboard', pressed: false }).click();
  await expect(syncStatusButton(page)).toHaveText(/to sync|Retrying/);
  // The status counts a record handed to the outbox before IndexedDB holds it: a test leaving the
  // page right after could abort the write, and the star was never queued (sign-in.spec's
  // 'after an expiry…' saw no waiting change, CI of 2026-11-30, twice).
  await expect
    .poll(async () => (await outboxRecords(page)).filter((record) => record.kind === 'favorites').length)
    .toBe(1);
}

export interface DeployedBuild {
  dir: string;
  /** Deploys a new version: the service worker script changes, as every release changes it. */
  releaseNewVersion(): void;
  remove(): void;
}

export function deployCopyOfBuild(): DeployedBuild {
  const dir = mkdtempSync(join(tmpdir(), 'ops-e2e-build-'));
  cpSync(join(repoRoot, 'dist'), dir, { recursive: true });
  let release = 1;
  return {
    dir,
    releaseNewVersion: () => {
      release += 1;
      appendFileSync(join(dir, 'sw.js'), `\n// release ${release}\n`);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
