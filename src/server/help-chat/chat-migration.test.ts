import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import { temporaryDataDir } from '../server.testkit';

const CHAT_MIGRATION = migrations.find((m) => m.name.startsWith('help-agent chat'))?.version;
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the chat migration', () => {
  it("gives a demo database seeded before the chat the launcher agent's built-in bot, and nothing else", () => {
    dir = temporaryDataDir();
    const before = openDatabase(
      dir,
      // Before the chat: the later migrations build on its tables (16 indexes its conversations).
      migrations.filter((m) => m.version < (CHAT_MIGRATION ?? 0)),
    );
    const agent = before.prepare(
      'INSERT INTO help_agents (page_name, agent_name, token_endpoint_url) VALUES (?, ?, ?)',
    );
    agent.run('home', 'Portal Assistant', null);
    agent.run('labor-planning', 'Planner', null);
    agent.run('market-rates', 'Rates', 'https://agent.example.com/token');
    before.close();

    const after = openDatabase(dir);
    expect(
      after.prepare('SELECT page_name AS page, token_endpoint_url AS url FROM help_agents ORDER BY id').all(),
    ).toEqual([
      { page: 'home', url: 'builtin:help-topics' },
      { page: 'labor-planning', url: null },
      { page: 'market-rates', url: 'https://agent.example.com/token' },
    ]);
    after.close();
  });
});
