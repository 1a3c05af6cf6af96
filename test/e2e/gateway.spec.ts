import type { Request } from '@playwright/test';
import { Headers } from '../../src/contracts/headers';
import { missingKeyMessage } from '../../src/server/gateway/subscription-key';
import { expect, signInOnPage, test } from './support/fixtures';

/**
 * The reference server standing in for the company's API gateway (SUBSCRIPTION_KEY set, no
 * api-key URL): `/app-config.json` publishes the key and the app sends it on every call (S1 §7).
 */
const KEY = 'e2e-gateway-subscription-key';
test.use({ serverEnv: { SUBSCRIPTION_KEY: KEY } });

const subscriptionHeader = Headers.subscriptionKey.toLowerCase();

test('a local sign-in reaches the home launcher with the key on every API call', async ({ page }) => {
  const apiCalls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request);
  });

  // The sign-in page's own Auth/Login call must carry the key too.
  await page.goto('/home');
  await signInOnPage(page, 'admin');

  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByRole('region', { name: 'Apps', exact: true })).toBeVisible();
  const paths = apiCalls.map((request) => new URL(request.url()).pathname);
  expect(paths).toContain('/api/Auth/Login');
  expect(paths).toContain('/api/Common/Menu');
  const withoutKey = apiCalls.filter((request) => request.headers()[subscriptionHeader] !== KEY);
  expect(withoutKey.map((request) => request.url())).toEqual([]);
});

test('the server refuses API calls without the key, but answers Health', async ({ page }) => {
  const refused = await page.request.get('/api/Common/Menu');
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toBe(missingKeyMessage);

  const wrongKey = await page.request.get('/api/Common/Menu', {
    headers: { [Headers.subscriptionKey]: 'not-the-key' },
  });
  expect(wrongKey.status()).toBe(401);
  expect((await wrongKey.json()).message).toBe(missingKeyMessage);

  const health = await page.request.get('/api/Health');
  expect(health.status()).toBe(200);
});
