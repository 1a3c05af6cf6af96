import { test as base } from './fixtures';
import { type LocalOidc, OIDC_CLIENT_ID, OIDC_HOST, OIDC_ISSUER, startLocalOidc } from './oidc-provider';

export const msalServerEnv = {
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
export const backFromProvider = { timeout: 20_000 };

/**
 * The production sign-in path: the real @azure/msal-browser redirect flow against a standards
 * OpenID Connect provider served over https as login.test, then Auth/Exchange at the server.
 */
export const msalTest = base.extend<{ appAtProvider: undefined }, { oidc: LocalOidc }>({
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
  appAtProvider: [
    async ({ oidc, server, context }, use) => {
      oidc.registerApp(server.url);
      // The provider's development login page asks for web fonts; there is no internet here.
      await context.route('https://fonts.googleapis.com/**', (route) => route.abort());
      await use(undefined);
    },
    { auto: true },
  ],
});
