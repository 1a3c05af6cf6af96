import { defineConfig } from '@playwright/test';

/**
 * The browsers, both Debian's build of the same Chromium (Playwright cannot download its own here;
 * `test/ensure-chromium.mjs` installs them). The tests run in the headless shell, the
 * headless-only build Playwright itself uses for headless chromium: it does the same work with
 * about a quarter less CPU than the full browser, and this machine's two cores are the suite's
 * limit (docs/testing.md). `E2E_CHROMIUM=/usr/bin/chromium` runs them in the full browser; the
 * benchmarks always measure the full browser, a user's.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Browser tests run against the production build (the service worker exists only there). */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Bounds, not waits: a passing test never sits them out. Two browsers, two servers and the build's
  // chunks share two cores here, so a sign-in can take seconds; the bounds leave room for that.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? CHROMIUM_HEADLESS_SHELL,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
    // Users who ask for less motion get menus and dialogs at once (the theme's respectReducedMotion):
    // the suite runs as they do, so no click waits for an opening transition to settle (about 4 %
    // of the suite's time). The tests about motion itself ask for it (docs/testing.md).
    reducedMotion: 'reduce',
    // Recording a trace costs every test about a fifth of its time, passing or not: to look into a
    // failure, run it again with `--trace retain-on-failure` (docs/testing.md).
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
