import type { UsageLogRecord } from '../../contracts/usage';
import { setNetwork } from '../cache/signed-in.testkit';
import { portalDb } from '../db/portal-db';
import { type OutboxRow, outboxRowSchema, readableRows } from '../db/rows';
import { NetworkStatus } from '../network/model/network-state';
import type { OutboxKind } from './model/outbox-kinds';
import { enqueue } from './outbox';

/** Test helper: a valid usage log record told apart by its url. */
export function usageRecord(n: number): UsageLogRecord {
  return {
    contextAccountID: 5,
    roleID: '3',
    roleName: 'Supervisor',
    group: 'Apps',
    appName: `App ${n}`,
    appUrl: `/app-${n}`,
    userAgent: 'vitest',
    clientIP: null,
    impersonatedUserID: null,
    userID: 1,
    statusCode: 200,
    subRoute: null,
    itemID: null,
  };
}

/** Test helper: an outbox row as stored, for rows written by hand (an older build). */
export function outboxRecordOf(kind: string, payload: unknown, userId: number) {
  return {
    id: crypto.randomUUID(),
    kind,
    payload,
    userId,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: 0,
    sendingSince: null,
  };
}

/** Test helper: queues while offline so nothing is sent before the test replays. */
export async function queueOffline(...records: Array<[OutboxKind, unknown]>) {
  setNetwork(NetworkStatus.disconnected);
  const queued = [];
  for (const [kind, payload] of records) queued.push(await enqueue(kind, payload as never));
  setNetwork(NetworkStatus.connected);
  return queued;
}
export const usage = (n: number): [OutboxKind, unknown] => ['usage', usageRecord(n)];
/** A user's change kept when refused (`whenRefused`, model/refusal-policy.ts). */
export const dismissal = (id: number): [OutboxKind, unknown] => ['notificationDismissal', { id }];
export const favorites = (...ids: number[]): [OutboxKind, unknown] => ['favorites', { favorites: ids }];

/** Test helper: the user's queued records, first in first (the replay reads them stretch by stretch). */
export async function pendingRecords(userId: number): Promise<OutboxRow[]> {
  return readableRows(outboxRowSchema, await portalDb().outbox.where('userId').equals(userId).toArray());
}
