import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/contracts/api';
import { Headers } from '../../src/contracts/headers';
import type { Session } from '../../src/contracts/session';
import type { UsageLogRecord } from '../../src/contracts/usage';
import { classifyFailure } from '../../src/core/outbox/model/classify-failure';
import type { OutboxRecord } from '../../src/core/outbox/outbox-store';
import { createManagedHub, type ManagedHub } from '../../src/core/realtime/managed-hub';
import { buildSignalRConnection } from '../../src/core/realtime/signalr-connection';
// Loaded with this file, not in the first test: the hub connection imports SignalR and the error
// reporter when it is first built, and loading the reporter's modules took seconds on a busy
// machine, counted against the first test's time (which then came near Vitest's 5 s bound).
import '../../src/core/telemetry/error-reporting';
import { usageDelivery } from '../../src/core/realtime/usage-sender';
import { usageLogForNavigation } from '../../src/features/usage/model/usage-log';
import { loadServerConfig } from '../../src/server/config';
import { migratedDataDir } from '../../src/server/server.testkit';
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
    dataDir = migratedDataDir('ops-int-');
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

  /**
   * The record the app itself makes for a visit of `appUrl` (its own usage-log rules, with the
   * session's account and role and the user's menu): what the server must accept.
   */
  async function record(session: Session, appUrl: string): Promise<UsageLogRecord> {
    const response = await fetch(`${server.url}/api/Common/Menu`, {
      headers: { [Headers.authToken]: session.user.authToken },
    });
    const menu = api.menu.response.parse(await response.json());
    const [pathname = '/', search = ''] = appUrl.split('?');
    const made = usageLogForNavigation({
      user: session.user,
      selectedAccountId: session.user.selectedAccountId,
      userAgent: 'node',
      pathname,
      search,
      menu: menu.items,
    });
    if (!made) throw new Error(`The app logs no visit of ${appUrl}`);
    return made;
  }

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
    const dashboard = await record(session, '/dashboard');
    expect(dashboard).toMatchObject({ group: 'Apps', appName: 'Dashboard', contextAccountID: 1001 });
    await send(queued(session, 'id-1', dashboard));
    await send(queued(session, 'id-1', dashboard));
    await send(queued(session, 'id-2', await record(session, '/labor-planning')));
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
    const broken = { ...(await record(session, '/x')), statusCode: 'OK' } as unknown as UsageLogRecord;
    await expect(send(queued(session, 'bad', broken))).rejects.toThrow(
      /^Invalid usage record: record\.statusCode/,
    );
    expect(await failureOf(send(queued(session, 'bad', broken)))).toBe('deadLetter');

    await fetch(`${server.url}/__test/hub-faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ times: 1 }),
    });
    const good = queued(session, 'good', await record(session, '/dashboard'));
    expect(await failureOf(send(good))).toBe('retry');
    expect(await failureOf(send(good))).toBe('sent');
    expect((await storedLogs()).map((log) => log.id)).toEqual(['good']);
  });

  it('stores a record made under an account the user has since lost without the account: the visit is kept', async () => {
    const session = await signIn();
    const send = sender(await connectedHub(session));
    const madeThen = await record(session, '/dashboard');
    expect(madeThen.contextAccountID).toBe(1001);
    // An administrator takes account 1001 away while the record waits in the outbox.
    server.app.portal.db
      .prepare('DELETE FROM user_accounts WHERE user_id = ? AND account_id = ?')
      .run(session.user.id, 1001);
    expect(await failureOf(send(queued(session, 'lost', madeThen)))).toBe('sent');
    const next = { ...madeThen, contextAccountID: 1003 };
    expect(await failureOf(send(queued(session, 'next', next)))).toBe('sent');
    expect(
      (await storedLogs()).map((log) => [log.id, log.record.appName, log.record.contextAccountID]),
    ).toEqual([
      ['lost', 'Dashboard', null],
      ['next', 'Dashboard', 1003],
    ]);
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
    await sender(connected)(queued(session, 'after', await record(session, '/dashboard')));
    expect((await storedLogs()).map((log) => log.id)).toEqual(['after']);
    expect(warnings.mock.calls.every(([message]) => String(message).startsWith('Usage hub: '))).toBe(true);
    warnings.mockRestore();
  });
});
