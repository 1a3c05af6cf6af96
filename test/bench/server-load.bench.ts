import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { api } from '../../src/contracts/api';
import { Headers } from '../../src/contracts/headers';
import { menuResponseSchema } from '../../src/contracts/menu';
import { type Session, sessionSchema } from '../../src/contracts/session';
import { repoRoot } from '../../src/server/config';
import { databasePath } from '../../src/server/db/database';

/** What one autocannon run measured. */
export interface LoadRun {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers, added up. */
  errors: number;
}

export interface FavoritesLoadRun extends LoadRun {
  /** Distinct Idempotency-Keys sent (each sent twice). */
  keys: number;
  appliedBefore: number;
  appliedAfter: number;
  favoriteRowsBefore: number;
  favoriteRowsAfter: number;
  /** Each user's last list, one row per favorite: what the writes must leave. */
  favoriteRowsExpected: number;
}

export interface ServerLoadResult {
  connections: number;
  menu: LoadRun;
  favorites: FavoritesLoadRun;
}

/** Users the load is spread over (each signed in once, through the API). */
const USERS = ['admin', 'supervisor', 'viewer'] as const;
const CONNECTIONS = 10;
/** Upper bound of each run, whatever the count: the bench stops by itself. */
const MAX_SECONDS = 30;

async function startServerProcess(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'test/bench/load-server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, STATIC_DIR: join(repoRoot, 'dist'), STAGE: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> });
  for await (const line of lines) {
    const { url } = JSON.parse(line) as { url: string };
    return { url, child };
  }
  throw new Error('The load-bench server ended before it listened.');
}

async function signIn(url: string, username: string): Promise<Session> {
  const response = await fetch(`${url}/api/${api.login.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo' }),
  });
  if (!response.ok) throw new Error(`Signing ${username} in answered ${response.status}`);
  return sessionSchema.parse(await response.json());
}

/** Runs autocannon for `amount` requests at most and MAX_SECONDS at most. */
async function load(options: autocannon.Options & { amount: number }): Promise<LoadRun> {
  // Without a callback the instance is also the promise of its result (autocannon's README).
  const instance = autocannon({
    connections: CONNECTIONS,
    timeout: 10,
    ...options,
  }) as unknown as Promise<autocannon.Result> & { stop(): void };
  const bound = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
  const result = await instance;
  clearTimeout(bound);
  const requests = result.requests.total;
  return {
    requests,
    seconds: result.duration,
    requestsPerSecond: requests / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * `npm run bench`: the reference server (its own process, a fresh database) under autocannon on
 * 127.0.0.1, bounded in count and time: signed-in menu reads, then favorites writes each carrying
 * an Idempotency-Key sent twice. Row counts before and after show nothing lost or doubled: one
 * applied_requests row per key, and the user's favorites still one row per favorite.
 */
export async function benchServerLoad(menuReads: number, favoriteKeys: number): Promise<ServerLoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-bench-load-'));
  const { url, child } = await startServerProcess(dataDir);
  try {
    const sessions = await Promise.all(USERS.map((user) => signIn(url, user)));
    const tokens = sessions.map((session) => session.user.authToken);
    const menus = await Promise.all(
      tokens.map(async (token) => {
        const response = await fetch(`${url}/api/${api.menu.path}`, {
          headers: { [Headers.authToken]: token },
        });
        return menuResponseSchema.parse(await response.json());
      }),
    );
    // Two orders of three of the user's menu items: each write changes what is stored.
    const lists = menus.map((menu) => {
      const ids = menu.items.slice(0, 3).map((item) => item.id);
      return [ids, [...ids].reverse()];
    });

    let menuRequest = 0;
    const menu = await load({
      url: `${url}/api/${api.menu.path}`,
      amount: menuReads,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: [
        {
          setupRequest: (request) => {
            const token = tokens[menuRequest++ % tokens.length] ?? '';
            return { ...request, headers: { ...request.headers, [Headers.authToken]: token } };
          },
        },
      ],
    });

    const db = new Database(databasePath(dataDir), { readonly: true });
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const appliedRows = () => count("SELECT COUNT(*) AS n FROM applied_requests WHERE kind = 'favorites'");
    const favoriteRows = () => count('SELECT COUNT(*) AS n FROM user_favorites');
    const [appliedBefore, favoriteRowsBefore] = [appliedRows(), favoriteRows()];

    let write = 0;
    const favorites = await load({
      url: `${url}/api/${api.saveFavorites.path}`,
      amount: favoriteKeys * 2,
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      requests: [
        {
          setupRequest: (request) => {
            // Request n and n+1 carry the same key: the repeat must apply nothing.
            const key = Math.floor(write / 2);
            write += 1;
            const user = key % tokens.length;
            const list = lists[user]?.[key % 2] ?? [];
            return {
              ...request,
              headers: {
                ...request.headers,
                [Headers.authToken]: tokens[user] ?? '',
                [Headers.idempotencyKey]: `load-${key}`,
              },
              body: JSON.stringify({ favorites: list }),
            };
          },
        },
      ],
    });
    const result = {
      ...favorites,
      keys: Math.ceil(favorites.requests / 2),
      appliedBefore,
      appliedAfter: appliedRows(),
      favoriteRowsBefore,
      favoriteRowsAfter: favoriteRows(),
      favoriteRowsExpected: lists.reduce((sum, [list = []]) => sum + list.length, 0),
    };
    db.close();
    return { connections: CONNECTIONS, menu, favorites: result };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
