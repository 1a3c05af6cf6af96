import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, type JWTVerifyGetKey } from 'jose';
import Provider from 'oidc-provider';

/** The identity provider's host name; chromium maps it to the local TLS port. */
export const OIDC_HOST = 'login.test';
export const OIDC_ISSUER = `https://${OIDC_HOST}`;
export const OIDC_CLIENT_ID = 'ops-portal';

export interface LocalOidc {
  port: number;
  /** The provider's public keys, handed to the reference server (it cannot reach login.test). */
  keys: JWTVerifyGetKey;
  /** Registers the app (its /callback) with a fresh provider; one per test, as apps get new ports. */
  registerApp(appUrl: string): void;
  close(): Promise<void>;
}

/** A self-signed certificate for login.test, made with openssl (MSAL accepts only https authorities). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'oidc-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${OIDC_HOST}`,
        '-addext',
        `subjectAltName=DNS:${OIDC_HOST}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A standards OpenID Connect provider (panva's oidc-provider) over TLS, so the real MSAL library
 * runs its redirect flow against it. Its development login form accepts any user name; the name
 * becomes the token's subject, which the reference server maps to a demo user.
 */
export async function startLocalOidc(): Promise<LocalOidc> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid: 'e2e', alg: 'RS256', use: 'sig' };
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'e2e', alg: 'RS256', use: 'sig' };
  let handler: ReturnType<Provider['callback']> | undefined;

  const server: Server = createServer(selfSignedCertificate(), (req, res) => {
    if (!handler) {
      res.statusCode = 503;
      res.end('No app registered with the test identity provider.');
      return;
    }
    void handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    keys: createLocalJWKSet({ keys: [publicJwk] }),
    registerApp(appUrl) {
      const provider = new Provider(OIDC_ISSUER, {
        clients: [
          {
            client_id: OIDC_CLIENT_ID,
            token_endpoint_auth_method: 'none',
            redirect_uris: [`${appUrl}/callback`],
            post_logout_redirect_uris: [`${appUrl}/sign-in`],
            grant_types: ['authorization_code', 'refresh_token'],
            response_types: ['code'],
          },
        ],
        jwks: { keys: [privateJwk] },
        claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
        conformIdTokenClaims: false,
        findAccount: (_ctx, sub) => ({
          accountId: sub,
          claims: () => ({ sub, name: sub, preferred_username: sub }),
        }),
        // Grant the requested scopes without a consent screen (a company tenant pre-consents).
        loadExistingGrant: async (ctx) => {
          const grant = new ctx.oidc.provider.Grant({
            clientId: ctx.oidc.client?.clientId,
            accountId: ctx.oidc.session?.accountId,
          });
          grant.addOIDCScope('openid profile offline_access');
          await grant.save();
          return grant;
        },
        issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
        features: { devInteractions: { enabled: true } },
        pkce: { required: () => true },
      });
      provider.proxy = true;
      handler = provider.callback();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
