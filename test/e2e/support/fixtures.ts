import { test as base, expect, type Page } from '@playwright/test';
import type { BuildServerOptions } from '../../../src/server/app';
import { type RestartableServer, startRestartableServer } from './restartable-server';
import { TestControls } from './test-controls';

export type DemoUser = 'admin' | 'supervisor' | 'viewer' | 'noapps' | 'noaccount' | 'merged' | 'returning';

/** The test's reference server, which the offline tests switch off and on again. */
export type E2eServer = RestartableServer;

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
    const server = await startRestartableServer(serverEnv, serverOptions);
    await use(server);
    await server.dispose();
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
