import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildServerOptions } from '../../../src/server/app';
import { loadServerConfig, repoRoot } from '../../../src/server/config';
import { type StartedServer, startServer } from '../../../src/server/start';

/** A reference server with the built app that can be switched off and on again. */
export interface RestartableServer extends StartedServer {
  /**
   * Stops listening, keeping the data folder: the page, its service worker and the usage hub all
   * find nothing at the address (connection refused), as when the network is gone.
   */
  stop(): Promise<void>;
  /** Starts the same server again: same port and data folder (users, sessions, records kept). */
  restart(): Promise<void>;
  /** Its data folder (the database is `ops-portal.sqlite` in it). */
  dataDir: string;
  /** Stops it and deletes its data folder. */
  dispose(): Promise<void>;
}

/**
 * Starts the reference server on a free port with a data folder of its own, serving `dist`, with
 * the test controls and Trusted Types enforcement on (e2e fixtures and benchmarks).
 */
export async function startRestartableServer(
  env: Record<string, string> = {},
  options: Partial<Omit<BuildServerOptions, 'config'>> = {},
): Promise<RestartableServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-e2e-'));
  const config = loadServerConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: join(repoRoot, 'dist'),
    TEST_CONTROLS: '1',
    // The browser tests run the app under Trusted Types (docs/security.md).
    TRUSTED_TYPES: '1',
    ...env,
  });
  let running: StartedServer | undefined = await startServer({ ...options, config });
  const url = running.url;
  const port = Number(new URL(url).port);
  const stop = async () => {
    const stopping = running;
    running = undefined;
    if (!stopping) return;
    const closing = stopping.close();
    // Gone as a stopped machine is: a keep-alive connection busy at close time (a chunk fetched on
    // idle) would otherwise stay open, and the browser's next request on it would get no answer.
    stopping.app.server.closeAllConnections();
    await closing;
  };
  return {
    url,
    dataDir,
    get app() {
      if (!running) throw new Error('The server is stopped (restart() starts it again).');
      return running.app;
    },
    close: stop,
    stop,
    restart: async () => {
      if (!running) running = await startServer({ ...options, config, port });
    },
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
