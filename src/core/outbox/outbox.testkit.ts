import type { UsageLogRecord } from '../../contracts/usage';

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
