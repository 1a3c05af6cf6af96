import { test as base, expect, type Page } from '@playwright/test';
import { api } from '../../../src/contracts/api';
import { appConfigSchema } from '../../../src/contracts/config';
import { Headers } from '../../../src/contracts/headers';
import { type Session, sessionSchema } from '../../../src/contracts/session';
import type { BuildServerOptions } from '../../../src/server/app';
import { type RestartableServer, startRestartableServer } from './restartable-server';
import { FAKE_CLOCK, fitsSharedProfile, type SharedProfile, sharedProfile } from './shared-profile';
import { TestControls } from './test-controls';

export type DemoUser = 'admin' | 'supervisor' | 'viewer' | 'noapps' | 'noaccount' | 'merged' | 'returning';

/** The test's reference server, which the offline tests switch off and on again. */
export type E2eServer = RestartableServer;

interface TestFixtures {
  controls: TestControls;
  /**
   * Signs `user` in through the API (one request) and opens `path` with that session stored, as
   * a reload after signing in would find it. Tests about the sign-in page itself use
   * `signInOnPage` instead.
   */
  signIn: (user: DemoUser, path?: string) => Promise<void>;
  /** Resets the worker's server before each test (automatic). */
  freshServer: undefined;
}

interface WorkerFixtures {
  /** Extra server environment for a file (`test.use({ serverEnv: { STAGE: 'prod' } })`): its own worker. */
  serverEnv: Record<string, string>;
  /** Extra build options (e.g. identity-provider keys) for a file: its own worker. */
  serverOptions: Partial<Omit<BuildServerOptions, 'config'>>;
  /**
   * The reference server with the built app, on a free port with its own data folder: one per
   * worker, running and reset to the demo data before each test (see docs/testing.md).
   */
  server: E2eServer;
  /** The worker's browser profile on disk, which its tests take turns in. */
  sharedProfile: SharedProfile;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnv: [{}, { option: true, scope: 'worker' }],
  serverOptions: [{}, { option: true, scope: 'worker' }],
  server: [
    async ({ serverEnv, serverOptions }, use) => {
      const server = await startRestartableServer(serverEnv, serverOptions);
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
  freshServer: [
    async ({ server }, use) => {
      // A test that stopped the server (the offline tests) leaves it stopped.
      await server.restart();
      await new TestControls(server.url).reset();
      await use(undefined);
    },
    { auto: true },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // Most tests need no service worker; the offline tests turn it on.
  serviceWorkers: 'block',
  sharedProfile: [
    async ({ playwright, launchOptions, server }, use) => {
      const profile = sharedProfile(playwright, launchOptions, server.url);
      await use(profile);
      await profile.dispose();
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      browser,
      sharedProfile,
      baseURL,
      serviceWorkers,
      viewport,
      hasTouch,
      isMobile,
      userAgent,
      timezoneId,
      locale,
      colorScheme,
      reducedMotion,
      ignoreHTTPSErrors,
      offline,
      permissions,
      storageState,
      extraHTTPHeaders,
      javaScriptEnabled,
      deviceScaleFactor,
    },
    use,
    testInfo,
  ) => {
    const options = {
      serviceWorkers,
      viewport,
      hasTouch,
      isMobile,
      userAgent,
      timezoneId,
      locale,
      colorScheme,
      reducedMotion,
      ignoreHTTPSErrors,
      offline,
      permissions,
      storageState,
      extraHTTPHeaders,
      javaScriptEnabled,
      deviceScaleFactor,
    };
    // A test that drives a fake clock, or sets context options of its own (`serviceWorkers:
    // 'allow'`, a viewport…), gets a context of its own, as Playwright makes it.
    if (testInfo.tags.includes(FAKE_CLOCK) || !fitsSharedProfile(options)) {
      const context = await browser.newContext({ ...options, baseURL });
      await use(context);
      await context.close();
      return;
    }
    const context = await sharedProfile.takeTurn();
    await use(context);
    await sharedProfile.endTurn();
  },
  // The shared profile's turn starts with a blank page; a context of the test's own has none.
  page: async ({ context }, use) => use(context.pages()[0] ?? (await context.newPage())),
  controls: async ({ server }, use) => use(new TestControls(server.url)),
  signIn: async ({ page, server }, use) => {
    await use((user, path) => signInThroughApiOn(page, server.url, user, path));
  },
});

/**
 * Signs `user` in through the API and opens `path` on `page` (of any context) with the session
 * stored, as a reload after signing in would find it.
 */
export async function signInThroughApiOn(
  page: Page,
  origin: string,
  user: DemoUser,
  path = '/home',
): Promise<void> {
  const session = await signInThroughApi(origin, user);
  // Stored before the app's first script runs, for this one navigation: a script of the page's
  // own, removed once the page has loaded, so a later sign-out and reload finds no session.
  const storing = await page.addInitScript(
    ([key, value]) => {
      if (location.origin !== 'null') localStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEY, JSON.stringify(session)] as const,
  );
  await page.goto(new URL(path, origin).href);
  await storing.dispose();
}

/** Where the app keeps the signed-in session (src/core/auth/session-state.ts). */
export const SESSION_STORAGE_KEY = 'ops.session';

/**
 * `POST Auth/Login` as the sign-in page sends it, to the API and with the gateway key that
 * `/app-config.json` names, checked against the contract.
 */
export async function signInThroughApi(baseUrl: string, user: DemoUser): Promise<Session> {
  const config = appConfigSchema.parse(await (await fetch(`${baseUrl}/app-config.json`)).json());
  const response = await fetch(new URL(`${config.apiBaseUrl}/${api.login.path}`, baseUrl), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.subscriptionKey && { [Headers.subscriptionKey]: config.subscriptionKey }),
    },
    body: JSON.stringify({ username: user, password: 'demo' }),
  });
  if (!response.ok)
    throw new Error(`Signing ${user} in answered ${response.status}: ${await response.text()}`);
  return sessionSchema.parse(await response.json());
}

/** Fills the sign-in page the way a person does. */
export async function submitSignIn(page: Page, user: string, password = 'demo'): Promise<void> {
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and waits until the app has left the sign-in page. */
export async function signInOnPage(page: Page, user: DemoUser): Promise<void> {
  await submitSignIn(page, user);
  await expect(page).not.toHaveURL(/\/sign-in/);
}

export { expect };
