import { Headers } from '../../src/contracts/headers';
import { expect } from './support/fixtures';
import { backFromProvider, msalServerEnv, msalTest as test } from './support/msal';

const KEY = 'e2e-msal-gateway-key';
test.use({ serverEnv: { ...msalServerEnv, SUBSCRIPTION_KEY: KEY, API_KEY_URL: '/api/ApiKey' } });

test.describe('behind the API gateway, with the key handed out at the api-key URL', () => {
  test('signing in fetches the key with the identity-provider token and lands on the launcher', async ({
    page,
    controls,
  }) => {
    const config = await (await page.request.get('/app-config.json')).json();
    expect(config.apiKeyUrl).toBe('/api/ApiKey');
    expect(config.subscriptionKey).toBeUndefined();
    const keyless: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const carriesKey = request.headers()[Headers.subscriptionKey.toLowerCase()] === KEY;
      // Health and the api-key URL itself are the gateway's only open doors.
      const open = pathname === '/api/Health' || pathname === '/api/ApiKey';
      if (pathname.startsWith('/api/') && !open && !carriesKey) keyless.push(pathname);
    });

    await page.goto('/home');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('input[name="login"]').fill('admin');
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await expect(page.getByRole('region', { name: 'Apps', exact: true })).toBeVisible(backFromProvider);
    await expect(page).toHaveURL(/\/home/);
    const { requests } = await controls.stats();
    expect(requests['GET ApiKey']).toBeGreaterThanOrEqual(1);
    expect(requests['POST Auth/Exchange']).toBe(1);
    expect(keyless).toEqual([]);
  });
});
