import { outboxSize } from './support/browser-storage';
import { testWithOwnBuild } from './support/deployed-build';
import { expect } from './support/fixtures';
import { driveClockUntil } from './support/offline';

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
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
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
    // The page's time stands still from here, moved on only until the display decides to take the
    // version (it notes the moment before it asks the waiting worker to take over): the switch is
    // the worker's, in real time, not the update's 5 s reload fallback. It used to wait for the
    // old worker, kept busy by the display's refetch at that very moment (fails without the
    // worker's static routes for the API, sw.ts).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await controls.clearFaults();
    await driveClockUntil(
      page,
      () =>
        page.evaluate(() => sessionStorage.getItem('ops.kiosk.lastSelfReload') !== null).catch(() => true),
      { message: 'the display takes the version once the server answers', timeout: 60_000 },
    );
    await expect
      .poll(() => page.evaluate(() => !('e2eMark' in window)).catch(() => false), {
        message: 'the display reloads into the new version',
      })
      .toBe(true);
    await expect(page.getByRole('main', { name: 'Display Metro Airport counter' })).toBeVisible();
    expect(await outboxSize(page)).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
      )
      .toBeNull();
  });
});
