import { createHash, randomBytes } from 'node:crypto';
import type { Session } from '../../contracts/session';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { unauthorized } from '../http/http-error';
import {
  loadUserProfile,
  saveSelectedAccount,
  saveSelectedRole,
  toAuthUser,
  type UserProfile,
} from '../users/user-store';
import type { AppTokens } from './app-tokens';

const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A request's signed-in user, loaded with its claims for this request only. */
export interface SignedInUser extends UserProfile {
  sessionId: number;
  /** The app token the request carried. */
  authToken: string;
}

/** A switch of the signed-in user's account or role (already checked as one they hold). */
export type SelectionChange = { acctId: number } | { roleId: number };

export interface Sessions {
  /**
   * Signs a user in: a new refresh token (stored hashed) and a first app token. The sign-in starts
   * from the user's last selection, made on any device (docs/api.md).
   */
  start(userId: number): Promise<Session>;
  /**
   * A fresh app token for a live refresh token, with the sign-in's own selection: a switch on
   * another device never moves this one. The refresh token itself is kept (see docs/api.md).
   */
  renew(refreshToken: string): Promise<Session>;
  /**
   * Saves a switch as this sign-in's selection and as the user's last (where their next sign-in
   * starts); the user's other sign-ins keep theirs.
   */
  select(sessionId: number, change: SelectionChange): void;
  /** The sign-in's user, as its requests see it: fresh claims, its own selection. */
  profileOf(sessionId: number): UserProfile | undefined;
  /**
   * Ends the sign-in of this refresh token and tells the `onEnded` listeners (the hubs close its
   * connections); unknown or already ended tokens are ignored (logout is idempotent).
   */
  revoke(refreshToken: string): void;
  /** Whether the sign-in still stands: neither revoked nor expired (nor gone with a reset). */
  isLive(sessionId: number): boolean;
  /** Calls `listener` with the session id whenever a sign-in is revoked; returns the unsubscribe. */
  onEnded(listener: (sessionId: number) => void): () => void;
  /** Checks an app token and loads its user; throws 401 HttpErrors with a message that says why. */
  authenticate(authToken: string | undefined): Promise<SignedInUser>;
}

interface SessionRow {
  id: number;
  user_id: number;
  expires_at: number;
  revoked_at: number | null;
  /** The sign-in's own selection (migration 15), checked against what the user holds on read. */
  selected_role_id: number | null;
  selected_account_id: number | null;
}

export function createSessions(db: Db, clock: Clock, tokens: AppTokens, refreshTtlSeconds: number): Sessions {
  const endedListeners = new Set<(sessionId: number) => void>();
  const liveSession = (row: SessionRow | undefined) =>
    row !== undefined && row.revoked_at === null && row.expires_at > clock.now() ? row : undefined;
  const sessionRow = (sessionId: number) =>
    db.prepare<[number], SessionRow>('SELECT * FROM sessions WHERE id = ?').get(sessionId);
  const profileOfRow = (row: SessionRow) =>
    loadUserProfile(db, row.user_id, { roleId: row.selected_role_id, accountId: row.selected_account_id });

  async function sessionFor(row: SessionRow, refreshToken: string): Promise<Session> {
    const profile = profileOfRow(row);
    if (!profile) throw unauthorized('This user no longer exists.');
    // An app token asked for in the sign-in's last minutes ends with it: else the client took it
    // for good for minutes after the sign-in had ended (walkthrough 34, O3).
    const { token, expiresAt } = await tokens.issue({
      userId: row.user_id,
      sessionId: row.id,
      notAfter: row.expires_at,
    });
    return { user: toAuthUser(profile, token), refreshToken, expiresAt };
  }

  return {
    async start(userId) {
      const refreshToken = randomBytes(32).toString('base64url');
      const now = clock.now();
      const row = db
        .prepare<[string, number, number, number], SessionRow>(
          `INSERT INTO sessions (user_id, refresh_token_hash, created_at, expires_at, selected_role_id,
            selected_account_id) SELECT id, ?, ?, ?, selected_role_id, selected_account_id FROM users
            WHERE id = ? RETURNING *`,
        )
        .get(hashRefreshToken(refreshToken), now, now + refreshTtlSeconds * 1000, userId);
      if (!row) throw unauthorized('This user no longer exists.');
      return sessionFor(row, refreshToken);
    },

    async renew(refreshToken) {
      const row = db
        .prepare<[string], SessionRow>('SELECT * FROM sessions WHERE refresh_token_hash = ?')
        .get(hashRefreshToken(refreshToken));
      const live = liveSession(row);
      if (!live) throw unauthorized('The refresh token is unknown, expired or signed out. Sign in again.');
      return sessionFor(live, refreshToken);
    },

    select(sessionId, change) {
      const row = sessionRow(sessionId);
      if (!row) return;
      db.transaction(() => {
        if ('acctId' in change) {
          db.prepare('UPDATE sessions SET selected_account_id = ? WHERE id = ?').run(
            change.acctId,
            sessionId,
          );
          saveSelectedAccount(db, row.user_id, change.acctId);
        } else {
          db.prepare('UPDATE sessions SET selected_role_id = ? WHERE id = ?').run(change.roleId, sessionId);
          saveSelectedRole(db, row.user_id, change.roleId);
        }
      })();
    },

    profileOf(sessionId) {
      const row = sessionRow(sessionId);
      return row && profileOfRow(row);
    },

    revoke(refreshToken) {
      const ended = db
        .prepare<[number, string], { id: number }>(
          'UPDATE sessions SET revoked_at = ? WHERE refresh_token_hash = ? AND revoked_at IS NULL RETURNING id',
        )
        .get(clock.now(), hashRefreshToken(refreshToken));
      if (ended === undefined) return;
      for (const listener of endedListeners) listener(ended.id);
    },

    isLive(sessionId) {
      return liveSession(sessionRow(sessionId)) !== undefined;
    },

    onEnded(listener) {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },

    async authenticate(authToken) {
      if (!authToken) throw unauthorized('Sign in first: send the app token in the X-Auth-Token header.');
      const check = await tokens.verify(authToken);
      if (!check.ok) {
        throw unauthorized(
          check.reason === 'expired' ? 'The app token has expired.' : 'The app token is not valid.',
        );
      }
      const row = liveSession(sessionRow(check.sessionId));
      if (!row || row.user_id !== check.userId) {
        throw unauthorized('This session has ended. Sign in again.');
      }
      const profile = profileOfRow(row);
      if (!profile) throw unauthorized('This user no longer exists.');
      return { ...profile, sessionId: check.sessionId, authToken };
    },
  };
}
