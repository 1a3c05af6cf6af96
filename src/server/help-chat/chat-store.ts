import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { RelayedConversation, ReplyLedger } from './direct-line-relay';

/** The chat's server state, all in SQLite (migration 7): the test reset drops it with the rest. */

const CHAT_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * How long a conversation's rows are kept. A relayed chat cannot outlive its Direct Line token
 * (about an hour, not refreshed: docs/agent-chat.md), and a built-in one open for a day is asked
 * to open the chat again; without a bound the relay's ledger grew with every question ever asked.
 */
export const CHAT_CONVERSATION_KEPT_MS = 24 * 60 * 60 * 1000;

export interface StoredConversation {
  id: string;
  userId: number;
  connection: string;
  /** Set for a conversation relayed to Direct Line. */
  relayed: RelayedConversation | undefined;
}

interface ConversationRow {
  id: string;
  user_id: number;
  connection: string;
  direct_line_token: string | null;
  watermark: string | null;
}

const STARTED_BEFORE = 'SELECT id FROM help_chat_conversations WHERE created_at < ?';

/**
 * Old conversations go with their questions and delivered replies (migration 14's ledger), each
 * statement given the cutoff. They run at every conversation's start, so they find the old ones
 * through migration 16's index on `created_at` (chat-store.test reads their query plans).
 */
export const FORGET_CONVERSATIONS_STARTED_BEFORE = [
  `DELETE FROM help_chat_questions WHERE conversation_id IN (${STARTED_BEFORE})`,
  `DELETE FROM help_chat_delivered WHERE conversation_id IN (${STARTED_BEFORE})`,
  'DELETE FROM help_chat_conversations WHERE created_at < ?',
] as const;

export function createChatStore(db: Db) {
  const forgetConversationsStartedBefore = db.transaction((cutoff: number) => {
    for (const sql of FORGET_CONVERSATIONS_STARTED_BEFORE) db.prepare(sql).run(cutoff);
  });

  return {
    /** A chat bearer token for the local sign-in mode; expired ones are dropped on the way. */
    issueToken(userId: number, now: number): { token: string; expiresAt: number } {
      db.prepare('DELETE FROM help_chat_tokens WHERE expires_at <= ?').run(now);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = now + CHAT_TOKEN_TTL_MS;
      db.prepare('INSERT INTO help_chat_tokens (token, user_id, expires_at) VALUES (?, ?, ?)').run(
        token,
        userId,
        expiresAt,
      );
      return { token, expiresAt };
    },

    isValidToken(token: string, userId: number, now: number): boolean {
      return (
        db
          .prepare<[string, number, number], { ok: number }>(
            'SELECT 1 AS ok FROM help_chat_tokens WHERE token = ? AND user_id = ? AND expires_at > ?',
          )
          .get(token, userId, now) !== undefined
      );
    },

    /** Whether a help agent is configured with this connection string (the relay goes nowhere else). */
    isAgentConnection(connection: string): boolean {
      return (
        db
          .prepare<[string], { ok: number }>(
            'SELECT 1 AS ok FROM help_agents WHERE token_endpoint_url = ? LIMIT 1',
          )
          .get(connection) !== undefined
      );
    },

    /** Records a started conversation; a built-in one gets a new id here. */
    saveConversation(
      userId: number,
      connection: string,
      now: number,
      relayed?: RelayedConversation,
    ): StoredConversation {
      const id = relayed?.conversationId ?? randomUUID();
      forgetConversationsStartedBefore(now - CHAT_CONVERSATION_KEPT_MS);
      db.prepare(
        `INSERT OR REPLACE INTO help_chat_conversations
           (id, user_id, connection, direct_line_token, watermark, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(id, userId, connection, relayed?.token ?? null, relayed?.watermark ?? null, now);
      return { id, userId, connection, relayed };
    },

    /** The user's own conversation with this id, or undefined. */
    conversation(id: string, userId: number): StoredConversation | undefined {
      const row = db
        .prepare<[string, number], ConversationRow>(
          'SELECT * FROM help_chat_conversations WHERE id = ? AND user_id = ?',
        )
        .get(id, userId);
      if (!row) return undefined;
      return {
        id: row.id,
        userId: row.user_id,
        connection: row.connection,
        relayed:
          row.direct_line_token === null
            ? undefined
            : { conversationId: row.id, token: row.direct_line_token, watermark: row.watermark ?? undefined },
      };
    },

    /** The questions and delivered replies of a relayed conversation (migration 14). */
    ledger(conversationId: string): ReplyLedger {
      return {
        asked(activityId, text) {
          db.prepare(
            'INSERT OR REPLACE INTO help_chat_questions (conversation_id, activity_id, text, waiting) VALUES (?, ?, ?, 1)',
          ).run(conversationId, activityId, text);
        },
        settled(activityId) {
          db.prepare(
            'UPDATE help_chat_questions SET waiting = 0 WHERE conversation_id = ? AND activity_id = ?',
          ).run(conversationId, activityId);
        },
        question(activityId) {
          const row = db
            .prepare<[string, string], { text: string; waiting: number }>(
              'SELECT text, waiting FROM help_chat_questions WHERE conversation_id = ? AND activity_id = ?',
            )
            .get(conversationId, activityId);
          return row && { text: row.text, waiting: row.waiting === 1 };
        },
        claim(activityId) {
          return (
            db
              .prepare(
                'INSERT OR IGNORE INTO help_chat_delivered (conversation_id, activity_id) VALUES (?, ?)',
              )
              .run(conversationId, activityId).changes === 1
          );
        },
        isClaimed(activityId) {
          return (
            db
              .prepare<[string, string], { ok: number }>(
                'SELECT 1 AS ok FROM help_chat_delivered WHERE conversation_id = ? AND activity_id = ?',
              )
              .get(conversationId, activityId) !== undefined
          );
        },
      };
    },

    /** How far a relayed conversation's activities were read. */
    saveWatermark(id: string, watermark: string | undefined): void {
      db.prepare('UPDATE help_chat_conversations SET watermark = ? WHERE id = ?').run(watermark ?? null, id);
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
