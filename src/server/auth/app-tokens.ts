import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';

const issuer = 'ops-portal-reference-server';
const audience = 'ops-portal-api';

export interface AppTokenSubject {
  userId: number;
  /** The sign-in (sessions row) the token belongs to: logging out ends its tokens too. */
  sessionId: number;
  /**
   * When the sign-in ends (ms): the token expires then at the latest, so its `exp` never promises
   * the client more time than the sign-in has left (walkthrough 34, O3).
   */
  notAfter?: number;
}

export type AppTokenCheck = ({ ok: true } & AppTokenSubject) | { ok: false; reason: 'expired' | 'invalid' };

export interface AppTokens {
  issue(subject: AppTokenSubject): Promise<{ token: string; expiresAt: number }>;
  verify(token: string): Promise<AppTokenCheck>;
}

/**
 * HS256 JWTs that live `ttlSeconds` (no longer than their sign-in), made and checked against the
 * one injectable clock.
 */
export function createAppTokens(secret: Uint8Array, clock: Clock, ttlSeconds: number): AppTokens {
  return {
    async issue({ userId, sessionId, notAfter }) {
      const issuedAt = Math.floor(clock.now() / 1000);
      const expiresAtSeconds = Math.min(
        issuedAt + ttlSeconds,
        notAfter === undefined ? Number.POSITIVE_INFINITY : Math.floor(notAfter / 1000),
      );
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(secret);
      return { token, expiresAt: expiresAtSeconds * 1000 };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: new Date(clock.now()),
          requiredClaims: ['sub', 'exp'],
        });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isInteger(userId) || typeof sessionId !== 'number')
          return { ok: false, reason: 'invalid' };
        return { ok: true, userId, sessionId };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
