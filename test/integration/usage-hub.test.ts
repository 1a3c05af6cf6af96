import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/contracts/session';
import type { UsageLogRecord } from '../../src/contracts/usage';
import { classifyFailure } from '../../src/core/outbox/model/classify-failure';
import type { OutboxRecord } from '../../src/core/outbox/outbox-store';
import { createManagedHub, type ManagedHub } from '../../src/core/realtime/managed-hub';
import { buildSignalRConnection } from '../../src/core/realtime/signalr-connection';
import { usageDelivery } from '../../src/core/realtime/usage-sender';
import { loadServerConfig } from '../../src/server/config';
import { type StartedServer, startServer } from '../../src/server/start';
import type { StoredUsageLog } from '../../src/server/usage/usage-store';

/** The app's usage hub client (real @microsoft/signalr) against the real reference server. */
describe('usage hub between the client and the server', () => {
  let server: StartedServer;
  let dataDir: string;
  let hub: ManagedHub | undefined;

  const start = (port = 0) =>
    startServer({ config: loadServerConfig({ DATA_DIR: dataDir, TEST_CONTROLS: '1' }), port });

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ops-int-'));
    server = await start();
  });
  afterEach(async () => {
    await hub?.stop();
    hub = undefined;
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(): Promise<Session> {
    const response = await fetch(`${server.url}/api/Auth/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo' }),
    });
    return (await response.json()) as Session;
  }

  /** A connected hub for the session, as the app builds it; resolves once connected. */
  async function connectedHub(session: Session, onConnected: () => void = () => {}): Promise<ManagedHub> {
    const connecting = createManagedHub({
      connect: () =>
        buildSignalRConnection({
          name: 'Usage hub',
          url: `${server.url}/hubs/appUsage`,
          accessToken: async () => session.user.authToken,
        }),
      warn: () => {},
    });
    hub = connecting;
    const connected = new Promise<void>((resolve) => connecting.onConnected(resolve));
    connecting.onConnected(onConnected);
    connecting.start(session.user.id);
    await connected;
    return connecting;
  }

  const record = (session: Session, appUrl: string): UsageLogRecord => ({
    contextAccountID: 1001,
    roleID: '1',
    roleName: 'Admin',
    group: null,
    appName: 'Dashboard',
    appUrl,
    userAgent: 'node',
    clientIP: null,
    impersonatedUserID: null,
    userID: session.user.id,
    statusCode: 200,
    subRoute: null,
    itemID: null,
  });

  const queued = (session: Session, id: string, payload: UsageLogRecord): OutboxRecord<'usage'> => ({
    seq: 1,
    id,
    kind: 'usage',
    payload,
    userId: session.user.id,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: 0,
    sendingSince: null,
  });

  const storedLogs = async () =>
    (await (await fetch(`${server.url}/__test/usage-logs`)).json()) as StoredUsageLog[];

  /** Sends one record as a batch of one; rejects with its failure, as the outbox classifies it. */
  const sender = (connected: ManagedHub) => async (one: OutboxRecord<'usage'>) => {
    const [failure] = await usageDelivery(connected).send([one], { followsPrevious: false });
    if (failure !== undefined) throw failure;
  };

  const failureOf = (promise: Promise<void>) =>
    promise.then(
      () => 'sent',
      (error: unknown) => classifyFailure(error),
    );

  it('stores a record once per id, however often it is sent', async () => {
    const session = await signIn();
    const send = sender(await connectedHub(session));
    await send(queued(session, 'id-1', record(session, '/dashboard')));
    await send(queued(session, 'id-1', record(session, '/dashboard')));
    await send(queued(session, 'id-2', record(session, '/labor-planning')));
    const logs = await storedLogs();
    expect(logs.map((log) => [log.id, log.record.appUrl])).toEqual([
      ['id-1', '/dashboard'],
      ['id-2', '/labor-planning'],
    ]);
    expect(logs[0]?.record.clientIP).toMatch(/127\.0\.0\.1/);
  });

  it('has an invalid record set aside, and a server fault retried', async () => {
    const session = await signIn();
    const send = sender(await connectedHub(session));
    const broken = { ...record(session, '/x'), statusCode: 'OK' } as unknown as UsageLogRecord;
    await expect(send(queued(session, 'bad', broken))).rejects.toThrow(
      /^Invalid usage record: record\.statusCode/,
    );
    expect(await failureOf(send(queued(session, 'bad', broken)))).toBe('deadLetter');

    await fetch(`${server.url}/__test/hub-faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ times: 1 }),
    });
    const good = queued(session, 'good', record(session, '/dashboard'));
    expect(await failureOf(send(good))).toBe('retry');
    expect(await failureOf(send(good))).toBe('sent');
    expect((await storedLogs()).map((log) => log.id)).toEqual(['good']);
  });

  it('reconnects by itself when the server comes back on the same port', async () => {
    const session = await signIn();
    let connections = 0;
    const connected = await connectedHub(session, () => {
      connections += 1;
    });
    // SignalR's own warnings while the server is away go to the console only (S1 §8).
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const port = Number(new URL(server.url).port);
    await server.close();
    expect(connected.isConnected()).toBe(false);
    server = await start(port);
    await expect.poll(() => connections, { timeout: 10_000 }).toBe(2);
    await sender(connected)(queued(session, 'after', record(session, '/dashboard')));
    expect((await storedLogs()).map((log) => log.id)).toEqual(['after']);
    expect(warnings.mock.calls.every(([message]) => String(message).startsWith('Usage hub: '))).toBe(true);
    warnings.mockRestore();
  });
});
