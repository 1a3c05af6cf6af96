import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  BrowserContext,
  BrowserContextOptions,
  LaunchOptions,
  PlaywrightWorkerArgs,
} from '@playwright/test';

/**
 * One browser profile on disk per worker, which the tests of that worker take turns in.
 *
 * Why: a new Playwright context is an off-the-record profile, and chromium keeps no code cache
 * there, so every test fetched, parsed and compiled the whole app again (~0.9 s of a signed-in
 * visit on this machine). A profile on disk keeps the HTTP cache and V8's code cache across tests:
 * the same visit takes ~0.6 s (docs/testing.md). Isolation is kept by clearing, before each test,
 * everything the app stores for the origin (cookies, localStorage, IndexedDB, Cache Storage,
 * service workers) and everything a test may have set on the context (routes, offline, permissions).
 * The HTTP cache stays: the hashed assets are immutable, `index.html`, `/app-config.json` and the
 * API are `no-cache` or not cacheable, so nothing a test sees is served stale from it.
 */
export interface SharedProfile {
  /** Hands the next test the profile with the origin's data cleared and one blank page. */
  takeTurn(): Promise<BrowserContext>;
  /** After a test: closes its pages and undoes what it set on the context. */
  endTurn(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * The tag of a test (or group) that installs a fake clock (`page.clock`): Playwright cannot take
 * one off a context again, so such a test gets a context of its own instead of the shared profile.
 */
export const FAKE_CLOCK = '@fake-clock';

/** What the app stores for an origin; the HTTP cache (and the code cache with it) is not listed. */
const ORIGIN_STORAGE = [
  'cookies',
  'local_storage',
  'indexeddb',
  'cache_storage',
  'service_workers',
  'file_systems',
  'storage_buckets',
].join(',');

export function sharedProfile(
  playwright: PlaywrightWorkerArgs['playwright'],
  launchOptions: LaunchOptions,
  origin: string,
): SharedProfile {
  let launched: Promise<{ context: BrowserContext; dir: string }> | undefined;
  const launch = () => {
    launched ??= (async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ops-e2e-profile-'));
      const context = await playwright.chromium.launchPersistentContext(dir, {
        ...launchOptions,
        ...SHARED_PROFILE_OPTIONS,
        baseURL: origin,
      });
      // The profile opens with a blank page: the first test's.
      // A profile on disk may install web apps, so chromium offers this one (the Settings panel
      // then lists "Install app"); the private contexts the tests were written in never do. The
      // offer is kept from the app, as there; the install tests fire their own, which pass (installed-app.spec).
      await context.addInitScript(() =>
        window.addEventListener(
          'beforeinstallprompt',
          (event) => event.isTrusted && event.stopImmediatePropagation(),
          true,
        ),
      );
      // Playwright cannot take a fake clock off a context again, so every later test in the
      // profile would inherit it: a test that wants one is told to ask for a context of its own.
      for (const installsClock of ['install', 'setFixedTime', 'setSystemTime'] as const)
        context.clock[installsClock] = async () => {
          throw new Error(
            `A fake clock cannot be installed in the shared browser profile: tag the test or its ` +
              `group \`{ tag: '${FAKE_CLOCK}' }\` to give it a context of its own (test/e2e/support/shared-profile.ts).`,
          );
        };
      return { context, dir };
    })();
    return launched;
  };
  const dispose = async () => {
    if (!launched) return;
    const { context, dir } = await launched;
    launched = undefined;
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return {
    async takeTurn() {
      const { context } = await launch();
      const [page = await context.newPage()] = context.pages();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: ORIGIN_STORAGE });
      await cdp.detach();
      return context;
    },
    async endTurn() {
      if (!launched) return;
      const { context } = await launched;
      const used = context.pages();
      // A page left on chromium's network error page (an offline test's last reload) is not closed
      // on its own: closing one hung the turn's end past the test's bound (the negative control in
      // offline-install.spec.ts, once in CI on 2026-12-01, after a blank page had been opened for
      // the next test). The whole profile goes instead, and the next turn launches a new one.
      if (used.some((page) => page.url().startsWith('chrome-error://'))) return dispose();
      // The next test's blank page opens before the test's own close: closing the last page of the
      // profile while it shows a network error page (an offline test's) could hang for a minute.
      await context.newPage();
      await Promise.all(used.map((page) => page.close()));
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.setOffline(false);
      await context.clearPermissions();
    },
    dispose,
  };
}

/**
 * The context options a test may set with `test.use`, at the values Playwright gives them by
 * default (and this config's `serviceWorkers: 'block'` and `reducedMotion: 'reduce'`): the shared
 * profile is launched with them, and a test that sets any of them otherwise gets a context of its
 * own, made with its options.
 */
export const SHARED_PROFILE_OPTIONS = {
  serviceWorkers: 'block',
  viewport: { width: 1280, height: 720 },
  hasTouch: false,
  isMobile: false,
  userAgent: undefined,
  timezoneId: undefined,
  locale: 'en-US',
  colorScheme: 'light',
  // The suite's default (playwright.config.ts): users who ask for less motion.
  reducedMotion: 'reduce',
  ignoreHTTPSErrors: false,
  offline: false,
  permissions: undefined,
  storageState: undefined,
  extraHTTPHeaders: undefined,
  javaScriptEnabled: true,
  deviceScaleFactor: undefined,
} satisfies BrowserContextOptions;

export type ContextOptionsInUse = { [K in keyof typeof SHARED_PROFILE_OPTIONS]: BrowserContextOptions[K] };

export function fitsSharedProfile(options: ContextOptionsInUse): boolean {
  return (Object.keys(SHARED_PROFILE_OPTIONS) as (keyof ContextOptionsInUse)[]).every(
    (key) => JSON.stringify(options[key]) === JSON.stringify(SHARED_PROFILE_OPTIONS[key]),
  );
}
