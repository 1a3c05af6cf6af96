import { Headers } from '../../src/contracts/headers';
import { test as base, expect } from './support/fixtures';
import {
  type LocalOidc,
  OIDC_CLIENT_ID,
  OIDC_HOST,
  OIDC_ISSUER,
  startLocalOidc,
} from './support/oidc-provider';

const msalServerEnv = {
  AUTH_MODE: 'msal',
  MSAL_CLIENT_ID: OIDC_CLIENT_ID,
  MSAL_AUTHORITY: OIDC_ISSUER,
  MSAL_KNOWN_AUTHORITIES: OIDC_HOST,
  MSAL_PROTOCOL_MODE: 'OIDC',
  OIDC_ISSUER,
  OIDC_JWKS_URL: `${OIDC_ISSUER}/jwks`,
};

/**
 * The wait for the app after the provider's Sign-in: the longest chain of the suite (provider
 * login, token, Auth/Exchange, user context, the page's chunk) gets more room than the default.
 */
const backFromProvider = { timeout: 20_000 };

/**
 * The production sign-in path: the real @azure/msal-browser redirect flow against a standards
 * OpenID Connect provider served over https as login.test, then Auth/Exchange at the server.
 */
const test = base.extend<object, { oidc: LocalOidc }>({
  oidc: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const oidc = await startLocalOidc();
      await use(oidc);
      await oidc.close();
    },
    { scope: 'worker' },
  ],
  // The browser resolves login.test to the provider's local TLS port.
  launchOptions: [
    async ({ launchOptions, oidc }, use) => {
      const args = [
        ...(launchOptions.args ?? []),
        `--host-resolver-rules=MAP ${OIDC_HOST}:443 127.0.0.1:${oidc.port}`,
      ];
      await use({ ...launchOptions, args });
    },
    { scope: 'worker' },
  ],
  serverEnv: msalServerEnv,
  serverOptions: async ({ oidc }, use) => use({ identityProviderKeys: oidc.keys }),
  ignoreHTTPSErrors: true,
});

test.beforeEach(async ({ oidc, server, context }) => {
  oidc.registerApp(server.url);
  // The provider's development login page asks for web fonts; there is no internet here.
  await context.route('https://fonts.googleapis.com/**', (route) => route.abort());
});

test('signs in through the identity provider and lands where the user was going', async ({
  page,
  controls,
}) => {
  await page.goto('/labor-planning');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/`));
  await page.locator('input[name="login"]').fill('supervisor');
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Labor Planning' })).toBeVisible(backFromProvider);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('ops.session') ?? '{}'));
  expect(session.user.name).toBeTruthy();
  expect((await controls.stats()).requests['POST Auth/Exchange']).toBe(1);
});

test('a user the company directory does not know is told so', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('input[name="login"]').fill('stranger');
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();
});

test.describe('behind the API gateway, with the key handed out at the api-key URL', () => {
  const KEY = 'e2e-msal-gateway-key';
  test.use({ serverEnv: { ...msalServerEnv, SUBSCRIPTION_KEY: KEY, API_KEY_URL: '/api/ApiKey' } });

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
