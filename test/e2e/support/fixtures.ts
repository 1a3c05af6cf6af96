import { type BrowserContext, test as base, expect, type Page, type WebError } from '@playwright/test';
import { api } from '../../../src/contracts/api';
import { appConfigSchema } from '../../../src/contracts/config';
import { Headers } from '../../../src/contracts/headers';
import { type Session, sessionSchema } from '../../../src/contracts/session';
import type { BuildServerOptions } from '../../../src/server/app';
import { SESSION_STORAGE_KEY } from './api-auth';
import { type DeployedBuild, deployCopyOfBuild } from './offline';
import { type RestartableServer, startRestartableServer } from './restartable-server';
import { FAKE_CLOCK, fitsSharedProfile, type SharedProfile, sharedProfile } from './shared-profile';
import { TestControls } from './test-controls';

export type DemoUser = 'admin' | 'supervisor' | 'viewer' | 'noapps' | 'noaccount' | 'merged' | 'returning';

/** The test's reference server, which the offline tests switch off and on again. */
export type E2eServer = RestartableServer;

interface TestFixtures {
  /**
   * Extra server environment for a file or group (`test.use({ serverEnv: { STAGE: 'prod' } })`):
   * its tests get the worker's server with that environment, started the first time one asks.
   */
  serverEnv: Record<string, string>;
  /** Extra build options (e.g. identity-provider keys) for a file or group, as `serverEnv`. */
  serverOptions: Partial<Omit<BuildServerOptions, 'config'>>;
  /**
   * The test's reference server with the built app: the worker's server for its `serverEnv` and
   * `serverOptions`, running and reset to the demo data before the test (see docs/testing.md).
   */
  server: E2eServer;
  controls: TestControls;
  /**
   * Signs `user` in through the API (one request) and opens `path` with that session stored, as
   * a reload after signing in would find it. Tests about the sign-in page itself use
   * `signInOnPage` instead.
   */
  signIn: (user: DemoUser, path?: string) => Promise<void>;
  /**
   * Another device: a browser context of its own (no service worker), with `user` signed in
   * through the API and `path` open; answers its page. Closed after the test, passed or not.
   * `beforeSignIn` is given the page before it opens the app (to watch or route its hubs).
   */
  anotherDevice: (
    user: DemoUser,
    path?: string,
    beforeSignIn?: (page: Page) => Promise<void>,
  ) => Promise<Page>;
  /** Resets the test's server before each test (automatic). */
  freshServer: undefined;
}

interface WorkerFixtures {
  /**
   * The worker's reference servers, one per server set-up its tests ask for (`serverEnv`,
   * `serverOptions`), each on a free port with its own data folder, started when first asked for
   * and kept for the worker's later tests. A set-up of its own used to need a worker of its own:
   * a new process, browser and cold caches for a file or two (docs/testing.md).
   */
  servers: ServerPool;
  /** The worker's browser profiles on disk, one per server origin, which its tests take turns in. */
  sharedProfiles: (origin: string) => SharedProfile;
  /**
   * A copy of the build that the worker's tests of a new release may redeploy
   * (`testWithOwnBuild` in deployed-build.ts serves it); made when a test first asks for it.
   */
  deployedBuild: DeployedBuild;
}

/** Servers by set-up, started on first use. */
class ServerPool {
  private readonly started = new Map<string, Promise<E2eServer>>();

  get(env: Record<string, string>, options: Partial<Omit<BuildServerOptions, 'config'>>): Promise<E2eServer> {
    const key = JSON.stringify([env, options]);
    let server = this.started.get(key);
    if (!server) {
      server = startRestartableServer(env, options);
      this.started.set(key, server);
    }
    return server;
  }

  async dispose(): Promise<void> {
    const servers = await Promise.all(this.started.values());
    await Promise.all(servers.map((server) => server.dispose()));
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnv: [{}, { option: true }],
  serverOptions: [{}, { option: true }],
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const pool = new ServerPool();
      await use(pool);
      await pool.dispose();
    },
    { scope: 'worker' },
  ],
  server: async ({ servers, serverEnv, serverOptions }, use) =>
    use(await servers.get(serverEnv, serverOptions)),
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
  deployedBuild: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const build = deployCopyOfBuild();
      await use(build);
      build.remove();
    },
    { scope: 'worker' },
  ],
  sharedProfiles: [
    async ({ playwright, launchOptions }, use) => {
      const profiles = new Map<string, SharedProfile>();
      await use((origin) => {
        let profile = profiles.get(origin);
        if (!profile) {
          profile = sharedProfile(playwright, launchOptions, origin);
          profiles.set(origin, profile);
        }
        return profile;
      });
      await Promise.all([...profiles.values()].map((profile) => profile.dispose()));
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      browser,
      sharedProfiles,
      server,
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
      const uncaught = watchUncaughtErrors(context);
      await use(context);
      await context.close();
      uncaught.expectNone();
      return;
    }
    const profile = sharedProfiles(server.url);
    const context = await profile.takeTurn();
    const uncaught = watchUncaughtErrors(context);
    await use(context);
    uncaught.stop();
    await profile.endTurn();
    uncaught.expectNone();
  },
  // The shared profile's turn starts with a blank page; a context of the test's own has none.
  page: async ({ context }, use) => use(context.pages()[0] ?? (await context.newPage())),
  controls: async ({ server }, use) => use(new TestControls(server.url)),
  signIn: async ({ page, server }, use) => {
    await use((user, path) => signInThroughApiOn(page, server.url, user, path));
  },
  anotherDevice: async ({ browser, server }, use) => {
    const devices: BrowserContext[] = [];
    await use(async (user, path, beforeSignIn) => {
      const device = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
      devices.push(device);
      const page = await device.newPage();
      await beforeSignIn?.(page);
      await signInThroughApiOn(page, server.url, user, path);
      return page;
    });
    await Promise.all(devices.map((device) => device.close()));
  },
});

/** What a test throws in the page on purpose says so: `throw new Error('e2e: …')`. */
const THROWN_ON_PURPOSE = 'e2e:';

/**
 * A library's own faults that the app cannot prevent, each thrown in the library's chunk. clarity-js
 * 0.8.70 (the latest): `stop()` (analytics off on /display) while a timed upload is compressing
 * its payload clears the envelope that upload reads next (docs/telemetry.md).
 */
const KNOWN_LIBRARY_FAULTS = [
  { message: "Cannot read properties of null (reading 'sequence')", chunk: /\/clarity\.module-[^/]+\.js/ },
];

/**
 * Every uncaught error and unhandled rejection in the context's pages: a test passes only when
 * the app had none (a fault the user never sees, an offline fetch nobody catches, still fails it).
 */
function watchUncaughtErrors(context: BrowserContext) {
  const errors: string[] = [];
  const listener = (error: WebError) => {
    const { message, stack = '' } = error.error();
    const known = KNOWN_LIBRARY_FAULTS.some((fault) => message === fault.message && fault.chunk.test(stack));
    if (!message.includes(THROWN_ON_PURPOSE) && !known) errors.push(message);
  };
  context.on('weberror', listener);
  return {
    stop: () => context.off('weberror', listener),
    expectNone: () => expect(errors, 'uncaught errors in the page').toEqual([]),
  };
}

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

/**
 * `POST Auth/Login` as the sign-in page sends it, to the API and with the gateway key that
 * `/app-config.json` names, checked against the contract.
 */
export async function signInThroughApi(baseUrl: string, user: DemoUser): Promise<Session> {
  const response = await postToApi(baseUrl, api.login.path, { username: user, password: 'demo' });
  if (!response.ok)
    throw new Error(`Signing ${user} in answered ${response.status}: ${await response.text()}`);
  return sessionSchema.parse(await response.json());
}

/**
 * An anonymous `POST` to the API as the app sends it: to the API that `/app-config.json` names,
 * with its gateway key.
 */
export async function postToApi(baseUrl: string, path: string, body: unknown): Promise<Response> {
  const config = appConfigSchema.parse(await (await fetch(`${baseUrl}/app-config.json`)).json());
  return fetch(new URL(`${config.apiBaseUrl}/${path}`, baseUrl), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.subscriptionKey && { [Headers.subscriptionKey]: config.subscriptionKey }),
    },
    body: JSON.stringify(body),
  });
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
