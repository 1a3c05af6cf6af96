// Helpers for the server's tests: a server on its own temporary data directory, and sign-in.
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Headers } from '../contracts/headers';
import { type Session, sessionSchema } from '../contracts/session';
import { type BuildServerOptions, buildServer } from './app';
import { testPasswordCost } from './auth/passwords';
import { type Clock, createClock } from './clock';
import { loadServerConfig, type ServerConfig } from './config';
import { databasePath, openDatabase } from './db/database';
import { demoPassword } from './seed/demo-users';

export interface TestServer {
  app: FastifyInstance;
  clock: Clock;
  dataDir: string;
  /** Closes the app and deletes its data directory. */
  close(): Promise<void>;
}

/**
 * Where test servers keep their data: in memory (/dev/shm) where the system has it, else the
 * system's temporary directory. SQLite writes every commit to the disk (WAL, synchronous NORMAL:
 * synced at checkpoints), and the migrations and the seed commit many times: on a disk shared with builds, a server's start
 * and close took a median 240 ms instead of 94 ms, and every write in a test waited on the disk.
 */
const testDataRoot = (() => {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
})();

/** A new, empty directory for a test's data (remove it when done). */
export function temporaryDataDir(prefix = 'ops-portal-server-'): string {
  return mkdtempSync(join(testDataRoot, prefix));
}

let migratedDatabase: Buffer | undefined;

/**
 * A new data directory holding a database with every migration applied and nothing seeded: the
 * server's start then only seeds it. The migrations run once per test worker, and each directory
 * gets a copy of the file; running them for each server was a tenth of the server tests' CPU.
 * Tests of the migrations themselves start from `temporaryDataDir()`.
 */
export function migratedDataDir(prefix?: string): string {
  if (migratedDatabase === undefined) {
    const templateDir = temporaryDataDir('ops-portal-migrated-');
    // Closing the last connection moves the WAL's pages into the file and deletes the WAL.
    openDatabase(templateDir).close();
    migratedDatabase = readFileSync(databasePath(templateDir));
    rmSync(templateDir, { recursive: true, force: true });
  }
  const dataDir = temporaryDataDir(prefix);
  writeFileSync(databasePath(dataDir), migratedDatabase);
  return dataDir;
}

/**
 * `loadServerConfig(env)` with the demo users' passwords hashed at the test servers' cost, whatever
 * TEST_CONTROLS says (auth/passwords.ts: the suites sign in hundreds of times).
 */
export function testServerConfig(env: Record<string, string>): ServerConfig {
  return { ...loadServerConfig(env), passwordCost: testPasswordCost };
}

/** A server with its own data dir; `env` overrides the defaults as the environment would. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Omit<BuildServerOptions, 'config' | 'clock'> = {},
): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? migratedDataDir();
  const config = testServerConfig({ STATIC_DIR: join(dataDir, 'no-build'), ...env, DATA_DIR: dataDir });
  const clock = createClock();
  const app = await buildServer({ ...options, config, clock });
  return {
    app,
    clock,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  password = demoPassword,
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${username} failed: ${response.body}`);
  return sessionSchema.parse(response.json());
}

/** The app-token header of a session (or of a raw token). */
export const authHeaders = (session: Session | string) => ({
  [Headers.authToken]: typeof session === 'string' ? session : session.user.authToken,
});

/** GETs an API path as this session and returns the response. */
export function getAs(
  app: FastifyInstance,
  session: Session,
  apiPath: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/${apiPath}`,
    headers: { ...authHeaders(session), ...headers },
  });
}

/** Signs each user in once; the answer looks a session up by username (and refuses others). */
export async function signInEach(
  app: FastifyInstance,
  usernames: readonly string[],
): Promise<(username: string) => Session> {
  const sessions = new Map<string, Session>();
  for (const username of usernames) sessions.set(username, await signIn(app, username));
  return (username) => {
    const session = sessions.get(username);
    if (!session) throw new Error(`not signed in: ${username}`);
    return session;
  };
}
