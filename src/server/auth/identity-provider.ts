import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Clock } from '../clock';
import type { IdentityProviderConfig } from '../config';
import { HttpError, unauthorized } from '../http/http-error';
import { headerValue } from '../http/request-body';

/** Verifies an identity-provider token (signature, issuer, audience, lifetime) and returns its claims. */
export type IdentityTokenVerifier = (token: string) => Promise<JWTPayload>;

export function createIdentityTokenVerifier(
  config: IdentityProviderConfig,
  clock: Clock,
  /** The provider's public keys; by default fetched (and cached) from OIDC_JWKS_URL. */
  keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(config.jwksUrl)),
): IdentityTokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: config.issuer,
        audience: config.audience,
        currentDate: new Date(clock.now()),
      });
      return payload;
    } catch (error) {
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw new HttpError(502, "The identity provider's signing keys could not be fetched.");
      }
      const reason = error instanceof errors.JWTExpired ? 'it has expired' : error.message;
      throw unauthorized(`The identity-provider token was rejected: ${reason}.`);
    }
  };
}

/**
 * The names an identity may go by, most specific first: `preferred_username`, `email`, `sub`,
 * each also by its part before '@' (so `admin@contoso.example` finds the user `admin`).
 */
export function candidateUsernames(payload: JWTPayload): string[] {
  const names = [payload.preferred_username, payload.email, payload.sub].filter(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  const withLocalParts = names.flatMap((name) =>
    name.includes('@') ? [name, name.split('@')[0] ?? ''] : [name],
  );
  return [...new Set(withLocalParts.filter(Boolean))];
}

/**
 * The claims of the identity-provider token the request carries as `Authorization: Bearer`
 * (Auth/Exchange, the api-key URL); 501 when this server was not told how to verify them.
 */
export async function identityOfRequest(
  verify: IdentityTokenVerifier | undefined,
  request: FastifyRequest,
): Promise<JWTPayload> {
  if (!verify) {
    throw new HttpError(
      501,
      'Identity-provider sign-in is not configured: set OIDC_JWKS_URL and OIDC_ISSUER.',
    );
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(headerValue(request, 'Authorization') ?? '')?.[1];
  if (!bearer) throw unauthorized("Send the identity provider's token as 'Authorization: Bearer <token>'.");
  return verify(bearer);
}
