import type { Page } from '@playwright/test';
import { UPDATE_CHECK_INTERVAL_MS } from '../../src/core/pwa/model/update-check';
import { outboxSize } from './support/browser-storage';
import { testWithOwnBuild } from './support/deployed-build';
import { expect } from './support/fixtures';
import { driveClockUntil, workerActivated } from './support/offline';

const test = testWithOwnBuild;

test.describe('kiosk: new versions', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a display takes a new build by itself once the server answers, a technician’s queued record notwithstanding', {
    tag: '@fake-clock',
  }, async ({ page, signIn, controls, deployedBuild }) => {
    await page.clock.install();
    // A technician signed in on the device: their visit waits in the outbox while the hub fails.
    await signIn('admin');
    await controls.hubFault({ times: 1_000 });
    await page.goto('/configuration');
    await expect(page.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
    await expect.poll(() => outboxSize(page)).toBeGreaterThan(0);

    await page.goto('/display/1?setup');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Opened again, not reloaded: the address dropped `?setup` for this visit (walkthrough 27).
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
      await page.goto('/display/1?setup');
    const panel = page.getByRole('dialog', { name: 'Technician panel' });
    await expect(panel.getByRole('row', { name: /Waiting to sync\s*[1-9]/ })).toBeVisible();
    // The server stops answering its Health probe: no idle moment for a reload.
    await controls.fault('Health', 502, 1_000);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(panel.getByRole('row', { name: /Connection\s*Offline/ })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { e2eMark: true }));

    deployedBuild.releaseNewVersion();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    // Installed and known to the display, which keeps running without a prompt: it is not idle.
    await expect(panel.getByRole('row', { name: /New version\s*Waiting for an idle moment/ })).toBeVisible();
    expect(await page.evaluate(() => 'e2eMark' in window)).toBe(true);
    await expect(page.getByRole('status', { name: 'Update' })).toHaveCount(0);

    // The server answers again: the display reloads into the new version by itself. The
    // technician's record is not the display's to send (it has no user): it still waits.
    await takesNewVersionOnceBack(page, () => controls.clearFaults());
    expect(await outboxSize(page)).toBeGreaterThan(0);
  });

  test('a display offline at its update check takes a new build once it is back, not at the next 30-minute check (walkthrough 20)', {
    tag: '@fake-clock',
  }, async ({ page, deployedBuild }) => {
    await page.clock.install();
    // The display's first visit: its worker installs (the update flow registered it) and does not
    // claim the page. No navigation under the worker follows, so the browser schedules no update
    // check of its own: Chromium checks about 2 s after each such navigation, and `setOffline`
    // does not reach that check, which would find the release by itself.
    await page.goto('/display/1?setup');
    await workerActivated(page);
    const panel = page.getByRole('dialog', { name: 'Technician panel' });
    await page.context().setOffline(true);
    await expect(panel.getByRole('row', { name: /Connection\s*Offline/ })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { e2eMark: true }));

    // Released while the display is offline: its check (the page becoming visible) is skipped.
    deployedBuild.releaseNewVersion();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const checkedAt = await page.evaluate(() => Date.now());
    await expect(panel.getByRole('row', { name: /New version\s*None waiting/ })).toBeVisible();

    // Back online: the display asks for the new version then, and takes it, long before the next
    // 30-minute check (the page's time is moved on only as far as that takes).
    const decidedAt = await takesNewVersionOnceBack(page, () => page.context().setOffline(false));
    // Within minutes (the check falls within a minute of the reconnection), far from the 30-minute
    // check that took it before (1,846 s after the skipped check).
    expect(decidedAt - checkedAt).toBeLessThan(UPDATE_CHECK_INTERVAL_MS / 6);
  });
});

/**
 * Brings the server back (`bringBack`) and waits for the display to reload into the new version by
 * itself. The page's time stands still from here, moved on only until the display decides to take
 * the version (it notes the moment before it applies the update): the switch is
 * the worker's, in real time, not the update's 5 s reload fallback. It used to wait for the old
 * worker, kept busy by the display's refetch at that very moment (fails without the worker's
 * static routes for the API, sw.ts). Returns the page's time of that decision.
 */
async function takesNewVersionOnceBack(page: Page, bringBack: () => Promise<void>): Promise<number> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await bringBack();
  let decidedAt: number | undefined;
  await driveClockUntil(
    page,
    async () => {
      const noted = await page
        .evaluate(() => sessionStorage.getItem('ops.kiosk.lastSelfReload'))
        .catch(() => undefined);
      if (noted) decidedAt = Number(noted);
      // A page already navigating away has decided too (its note is read after the reload).
      return noted !== null;
    },
    { message: 'the display takes the version once the server answers', timeout: 60_000 },
  );
  await expect
    .poll(() => page.evaluate(() => !('e2eMark' in window)).catch(() => false), {
      message: 'the display reloads into the new version',
    })
    .toBe(true);
  await expect(page.getByRole('main', { name: 'Display Metro Airport counter' })).toBeVisible();
  // Opened with `?setup`, the display reloads as the wall will: no technician panel (walkthrough 27).
  await expect(page).toHaveURL(/\/display\/1$/);
  await expect(page.getByRole('button', { name: 'Technician panel (press and hold)' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Technician panel' })).toBeHidden();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
    .toBeNull();
  decidedAt ??= Number(await page.evaluate(() => sessionStorage.getItem('ops.kiosk.lastSelfReload')));
  return decidedAt;
}
