// A stand-in identity provider for the server's tests: its own RS256 key, and tokens it signs.
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { startTestServer, type TestServer } from '../server.testkit';

export const testIssuer = 'https://idp.example/tenant';
export const testAudience = 'ops-portal-client';

export interface TestIdentityProvider {
  /** An ID token for `claims`, signed by this provider for the portal (or another `audience`). */
  sign(claims: JWTPayload, options?: { audience?: string }): Promise<string>;
  /** A reference server that trusts this provider; `env` adds settings. */
  startServer(env?: Record<string, string>): Promise<TestServer>;
}

/**
 * The provider's key pair, made once per test worker: making an RSA key takes from tens to
 * hundreds of milliseconds, and no test needs a key of its own (a foreign token is one signed for
 * another audience).
 */
let keyPair: ReturnType<typeof generateKeyPair> | undefined;

export async function createTestIdentityProvider(): Promise<TestIdentityProvider> {
  keyPair ??= generateKeyPair('RS256');
  const { publicKey, privateKey } = await keyPair;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  return {
    sign: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(testIssuer)
        .setAudience(options.audience ?? testAudience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
    startServer: (env = {}) =>
      startTestServer(
        {
          OIDC_JWKS_URL: `${testIssuer}/keys`,
          OIDC_ISSUER: testIssuer,
          MSAL_CLIENT_ID: testAudience,
          ...env,
        },
        { identityProviderKeys: createLocalJWKSet({ keys: [jwk] }) },
      ),
  };
}
