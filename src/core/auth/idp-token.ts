import type { MsalConfig } from '../../contracts/config';

/** Scopes that ask for identity, not for an API's access token. */
const identityScopes = new Set(['openid', 'profile', 'email', 'offline_access']);

/**
 * Which of the identity provider's tokens the api-key URL gets (S1 §7 says only "a bearer token
 * from the identity provider"). With API scopes configured, the access token issued for them.
 * Without, the access token is the provider's own (Microsoft Graph on Entra, opaque elsewhere)
 * and no API can verify it: the ID token, whose audience is this app, as Auth/Exchange takes it.
 */
export function idpTokenFor(
  config: Pick<MsalConfig, 'scopes'>,
  tokens: { accessToken: string; idToken: string },
): string | undefined {
  const apiScopes = config.scopes.filter((scope) => !identityScopes.has(scope));
  return (apiScopes.length > 0 ? tokens.accessToken : tokens.idToken) || undefined;
}
