import { rmSync } from 'node:fs';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Session } from '../../../src/contracts/session';
import type { UsageLogRecord } from '../../../src/contracts/usage';
import { setNetwork, signOutForTest } from '../../../src/core/cache/signed-in.testkit';
import { freshPortalDb } from '../../../src/core/db/fresh-db.testkit';
import { portalDb } from '../../../src/core/db/portal-db';
import { NetworkStatus } from '../../../src/core/network/model/network-state';
import { outboxRecordOf } from '../../../src/core/outbox/outbox.testkit';
import { createManagedHub, type ManagedHub } from '../../../src/core/realtime/managed-hub';
import { buildSignalRConnection } from '../../../src/core/realtime/signalr-connection';
import { loadServerConfig } from '../../../src/server/config';
import { migratedDataDir } from '../../../src/server/server.testkit';
import { type StartedServer, startServer } from '../../../src/server/start';
import { adminUsage } from '../../../src/server/usage/admin-usage.testkit';
import type { StoredUsageLog } from '../../../src/server/usage/usage-store';

/*
 * What the usage hub's integration tests share (usage-hub, usage-replay, usage-record-protocol):
 * the real reference server with a data folder of its own per test, the app's outbox on a fresh
 * fake IndexedDB, and the app's hub client as start-usage-hub.ts builds it.
 */

/** The server of the running test, and what the test registered to undo after it. */
export interface UsageHubTestbed {
  readonly server: StartedServer;
  /** The hub the test started, stopped after it. */
  hub: ManagedHub | undefined;
  /** Undone after the test (registered senders). */
  readonly cleanups: Array<() => void>;
}

/**
 * Registers the per-test set-up and tear-down in the calling `describe`: a fresh server (its data
 * folder named after `prefix`) and outbox, the console quiet (SignalR reports a cut connection, and
 * an error report finds no app configuration here: expected). Answers the test bed of the test.
 */
export function useUsageHubTestbed(prefix: string): () => UsageHubTestbed {
  let bed: (UsageHubTestbed & { dataDir: string }) | undefined;
  beforeEach(async () => {
    const dataDir = migratedDataDir(prefix);
    const server = await startServer({
      config: loadServerConfig({ DATA_DIR: dataDir, TEST_CONTROLS: '1' }),
      port: 0,
    });
    bed = { server, dataDir, hub: undefined, cleanups: [] };
    freshPortalDb();
    setNetwork(NetworkStatus.connected);
    for (const level of ['warn', 'error', 'debug'] as const)
      vi.spyOn(console, level).mockImplementation(() => {});
  });
  afterEach(async () => {
    if (!bed) return;
    for (const cleanup of bed.cleanups.splice(0)) cleanup();
    await bed.hub?.stop();
    signOutForTest();
    setNetwork(NetworkStatus.connected);
    await bed.server.close();
    rmSync(bed.dataDir, { recursive: true, force: true });
    bed = undefined;
    vi.restoreAllMocks();
  });
  return () => {
    if (!bed) throw new Error('The usage hub test bed exists only while a test runs.');
    return bed;
  };
}

/** The admin's session, signed in through the API. */
export async function signInAdmin(serverUrl: string): Promise<Session> {
  const response = await fetch(`${serverUrl}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo' }),
  });
  return (await response.json()) as Session;
}

/** The usage hub for the session as the app builds it, not started yet (kept as the bed's hub). */
export function usageHubFor(bed: UsageHubTestbed, session: Session): ManagedHub {
  const hub = createManagedHub({
    connect: () =>
      buildSignalRConnection({
        name: 'Usage hub',
        url: `${bed.server.url}/hubs/appUsage`,
        accessToken: async () => session.user.authToken,
      }),
    warn: () => {},
  });
  bed.hub = hub;
  return hub;
}

/** Starts the hub for the session's user; resolves once it is connected. */
export async function startConnected(hub: ManagedHub, session: Session): Promise<void> {
  const connected = new Promise<void>((resolve) => hub.onConnected(resolve));
  hub.start(session.user.id);
  await connected;
}

export { adminUsage };

/** `count` usage records of user 1 queued as the app stores them (one bulk write: enqueue is slow here). */
export async function queueUsage(
  count: number,
  record: (n: number) => UsageLogRecord = adminUsage,
): Promise<{ ids: string[]; records: UsageLogRecord[] }> {
  const records = Array.from({ length: count }, (_, n) => record(n));
  const rows = records.map((payload) => outboxRecordOf('usage', payload, 1));
  await portalDb().outbox.bulkAdd(rows);
  return { ids: rows.map((row) => row.id), records };
}

/** The usage logs the server holds, in the order it received them (the test controls). */
export async function storedUsageLogs(serverUrl: string): Promise<StoredUsageLog[]> {
  return (await (await fetch(`${serverUrl}/__test/usage-logs`)).json()) as StoredUsageLog[];
}
