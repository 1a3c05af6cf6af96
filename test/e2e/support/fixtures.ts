import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { BuildServerOptions } from '../../../src/server/app';
import { loadServerConfig, repoRoot } from '../../../src/server/config';
import { type StartedServer, startServer } from '../../../src/server/start';
import { TestControls } from './test-controls';

export type DemoUser = 'admin' | 'supervisor' | 'viewer' | 'noapps' | 'noaccount';

/** The test's reference server, which the offline tests can switch off and on again. */
export interface E2eServer extends StartedServer {
  /**
   * Stops listening, keeping the data folder: the page, its service worker and the usage hub all
   * find nothing at the address (connection refused), as when the network is gone.
   */
  stop(): Promise<void>;
  /** Starts the same server again: same port and data folder (users, sessions, records kept). */
  restart(): Promise<void>;
}

interface Fixtures {
  /** Extra server environment for a test file (`test.use({ serverEnv: { STAGE: 'prod' } })`). */
  serverEnv: Record<string, string>;
  /** Extra build options (e.g. identity-provider keys) for a test file. */
  serverOptions: Partial<Omit<BuildServerOptions, 'config'>>;
  /** The reference server with the built app, on a free port with its own data folder. */
  server: E2eServer;
  controls: TestControls;
  signIn: (user: DemoUser, path?: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  serverEnv: [{}, { option: true }],
  serverOptions: [{}, { option: true }],
  server: async ({ serverEnv, serverOptions }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ops-e2e-'));
    const config = loadServerConfig({
      DATA_DIR: dataDir,
      STATIC_DIR: join(repoRoot, 'dist'),
      TEST_CONTROLS: '1',
      ...serverEnv,
    });
    let running: StartedServer | undefined = await startServer({ ...serverOptions, config });
    const url = running.url;
    const port = Number(new URL(url).port);
    const stop = async () => {
      const stopping = running;
      running = undefined;
      await stopping?.close();
    };
    const server: E2eServer = {
      url,
      get app() {
        if (!running) throw new Error('The test server is stopped (server.restart() starts it again).');
        return running.app;
      },
      close: stop,
      stop,
      restart: async () => {
        if (!running) running = await startServer({ ...serverOptions, config, port });
      },
    };
    await use(server);
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  },
  baseURL: async ({ server }, use) => use(server.url),
  // Most tests need no service worker; the offline tests turn it on.
  serviceWorkers: 'block',
  controls: async ({ server }, use) => use(new TestControls(server.url)),
  signIn: async ({ page }, use) => {
    await use(async (user, path = '/home') => {
      await page.goto(path);
      await signInOnPage(page, user);
    });
  },
});

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
