/**
 * Entra ID (or any OpenID Connect provider) sign-in through @azure/msal-browser, loaded only when
 * the deployment configures `auth.mode: 'msal'` so the local default never downloads it.
 */
import {
  type AccountInfo,
  type Configuration,
  createStandardPublicClientApplication,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import type { MsalConfig } from '../../contracts/config';
import { idpTokenFor } from './idp-token';

let instance: Promise<IPublicClientApplication> | undefined;

const baseScopes = ['openid', 'profile'];

/** The app's one MSAL instance (the help-agent chat asks it for its own token too). */
export function msal(config: MsalConfig): Promise<IPublicClientApplication> {
  const configuration: Configuration = {
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities: config.knownAuthorities,
      redirectUri: `${window.location.origin}/callback`,
      // Asking for offline_access again on refresh is refused by strict OIDC providers.
      OIDCOptions: { defaultScopes: baseScopes },
    },
    cache: { cacheLocation: 'localStorage' },
    system: { protocolMode: config.protocolMode === 'OIDC' ? 'OIDC' : 'AAD' },
  };
  instance ??= createStandardPublicClientApplication(configuration);
  return instance;
}

/** Leaves for the identity provider; it comes back to /callback with `returnTo` as state. */
export async function startMsalSignIn(config: MsalConfig, returnTo: string): Promise<void> {
  const app = await msal(config);
  await app.loginRedirect({ scopes: [...baseScopes, ...config.scopes], state: returnTo });
}

/** On /callback: reads the provider's answer. Undefined when there is none to read. */
export async function completeMsalSignIn(
  config: MsalConfig,
): Promise<{ idToken: string; returnTo: string } | undefined> {
  const app = await msal(config);
  const result = await app.handleRedirectPromise({ navigateToLoginRequestUrl: false });
  if (!result) return undefined;
  app.setActiveAccount(result.account);
  return { idToken: result.idToken, returnTo: result.state ?? '/home' };
}

function activeAccount(app: IPublicClientApplication): AccountInfo | undefined {
  return app.getActiveAccount() ?? app.getAllAccounts()[0] ?? undefined;
}

/**
 * The identity provider's token for the api-key URL (S1 §7); undefined when not signed in there.
 * Which token (access or ID) depends on the configured scopes: see idpTokenFor.
 */
export async function acquireIdpToken(config: MsalConfig): Promise<string | undefined> {
  const app = await msal(config);
  const account = activeAccount(app);
  if (!account) return undefined;
  const result = await app.acquireTokenSilent({ account, scopes: [...baseScopes, ...config.scopes] });
  return idpTokenFor(config, result);
}
