import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/contracts/session';
import { sessionEndpoints } from '../../src/contracts/session-api';
import { appApi, resetAppApi } from '../../src/core/api/app-api';
import { setSession } from '../../src/core/auth/session-state';
import { setNetwork, signOutForTest } from '../../src/core/cache/signed-in.testkit';
import { setAppConfig } from '../../src/core/config/app-config';
import { freshPortalDb } from '../../src/core/db/fresh-db.testkit';
import { NetworkStatus } from '../../src/core/network/model/network-state';
import { pendingRecords } from '../../src/core/outbox/outbox.testkit';
import type { OutboxRecord } from '../../src/core/outbox/outbox-store';
import { replay } from '../../src/core/outbox/replay';
import { registerSender } from '../../src/core/outbox/senders';
import { errorReporter, sendHeldReport } from '../../src/core/telemetry/error-reporting';
import { migratedDataDir, testServerConfig } from '../../src/server/server.testkit';
import { type StartedServer, startServer } from '../../src/server/start';

/**
 * An error report made offline, held in the real outbox (Dexie on fake-indexeddb) and replayed
 * through the app's request layer to the real reference server: it records the user, and a
 * resend after a lost answer is stored once (docs/telemetry.md, docs/api.md § Idempotency).
 */
describe('error report replay between the outbox and the server', () => {
  let server: StartedServer;
  let dataDir: string;
  let unregister: () => void = () => {};

  beforeEach(async () => {
    dataDir = migratedDataDir('ops-reports-');
    server = await startServer({ config: testServerConfig({ DATA_DIR: dataDir }), port: 0 });
    freshPortalDb();
    setAppConfig({
      stage: 'prod',
      usageHubProtocol: 'batch',
      apiBaseUrl: `${server.url}/api`,
      hubBaseUrl: '/hubs',
      auth: { mode: 'local' },
      supportUrl: 'mailto:x@example.com',
    });
    resetAppApi();
  });
  afterEach(async () => {
    unregister();
    signOutForTest();
    setNetwork(NetworkStatus.connected);
    resetAppApi();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storedUsers = (message: string) =>
    server.app.portal.db
      .prepare<[string], { user_id: number | null }>('SELECT user_id FROM error_reports WHERE message = ?')
      .all(message)
      .map((row) => row.user_id);
  const appliedKeys = (key: string) =>
    server.app.portal.db
      .prepare<[string], { user_id: number }>(
        "SELECT user_id FROM applied_requests WHERE kind = 'errorReport' AND idempotency_key = ?",
      )
      .all(key)
      .map((row) => row.user_id);

  it('is stored once, with its user, however often the held report is sent', async () => {
    const session: Session = await appApi().call(sessionEndpoints.login, {
      body: { username: 'supervisor', password: 'demo' },
    });
    setSession(session);
    const userId = session.user.id;
    unregister = registerSender('errorReport', sendHeldReport);

    setNetwork(NetworkStatus.disconnected);
    errorReporter().reportThrown('exception', new Error('held while offline 9c1'));
    await vi.waitFor(async () => expect(await pendingRecords(userId)).toHaveLength(1));
    const [held] = await pendingRecords(userId);

    setNetwork(NetworkStatus.connected);
    await replay();
    await expect(pendingRecords(userId)).resolves.toEqual([]);
    // Its answer lost, the outbox would send it again with the same key.
    await sendHeldReport(held as OutboxRecord<'errorReport'>);

    expect(storedUsers('Error: held while offline 9c1')).toEqual([userId]);
    expect(appliedKeys(held?.id ?? '')).toEqual([userId]);
  }, 30_000);
});
