import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migratedDataDir } from '../server.testkit';
import {
  CHAT_CONVERSATION_KEPT_MS,
  createChatStore,
  FORGET_CONVERSATIONS_STARTED_BEFORE,
} from './chat-store';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;

describe('the chat store', () => {
  it("forgets conversations a day old, with the relay's questions and delivered replies", () => {
    dir = migratedDataDir();
    const db = openDatabase(dir);
    const userId = Number(
      db
        .prepare(
          "INSERT INTO users (username, name, email, password_hash) VALUES ('ann', 'Ann', 'ann@example.com', 'x')",
        )
        .run().lastInsertRowid,
    );
    const store = createChatStore(db);
    const relayed = (conversationId: string) => ({ conversationId, token: 't', watermark: undefined });
    const start = 1_000_000_000_000;
    for (const [id, at] of [
      ['old', start],
      ['recent', start + 2 * HOUR],
    ] as const) {
      store.saveConversation(userId, 'https://agent.example.com/token', at, relayed(id));
      store.ledger(id).asked(`${id}-q`, 'Where is the depot?');
      store.ledger(id).claim(`${id}-a`);
    }

    store.saveConversation(
      userId,
      'https://agent.example.com/token',
      start + CHAT_CONVERSATION_KEPT_MS + HOUR,
      relayed('new'),
    );

    expect(store.conversation('old', userId)).toBeUndefined();
    expect(store.ledger('old').question('old-q')).toBeUndefined();
    expect(store.ledger('old').isClaimed('old-a')).toBe(false);
    expect(store.conversation('recent', userId)?.id).toBe('recent');
    expect(store.ledger('recent').question('recent-q')).toEqual({
      text: 'Where is the depot?',
      waiting: true,
    });
    expect(store.ledger('recent').isClaimed('recent-a')).toBe(true);
    expect(store.conversation('new', userId)?.id).toBe('new');
    db.close();
  });
});

describe("the chat store's forgetting", () => {
  it('finds the conversations to forget through the index on when they started, reading no table whole', () => {
    dir = migratedDataDir();
    const db = openDatabase(dir);
    for (const sql of FORGET_CONVERSATIONS_STARTED_BEFORE) {
      const plan = db
        .prepare<[number], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
        .all(0)
        .map((step) => step.detail);
      expect(plan.join('\n'), sql).toMatch(
        /help_chat_conversations USING (COVERING )?INDEX help_chat_conversations_by_start/,
      );
      // A SCAN is a read of a whole table (SEARCH goes through an index).
      expect(
        plan.filter((step) => step.startsWith('SCAN')),
        sql,
      ).toEqual([]);
    }
    db.close();
  });
});
