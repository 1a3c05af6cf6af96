import { z } from '../../contracts/zod';

/**
 * The shape of every IndexedDB row, parsed on read: a row written by an older build, by another
 * tab mid-upgrade or by hand reads as absent instead of crashing a screen. Types come from here.
 */

/** One cached read (stale-while-revalidate), scoped to the user and the context account. */
export const cacheRowSchema = z.object({
  /** `${userId}:${accountId ?? '-'}:${resource}`: one user never reads another's row. */
  key: z.string().check(z.minLength(1)),
  userId: z.int(),
  /** Null for reads that do not depend on the account (the user's accounts themselves). */
  accountId: z.nullable(z.int()),
  resource: z.string().check(z.minLength(1)),
  /** The value as the network answered it; parsed again with the resource's schema on read. */
  value: z.unknown(),
  /** Epoch ms of the network answer this value came from. */
  fetchedAt: z.number(),
});
export type CacheRow = z.infer<typeof cacheRowSchema>;

/** One queued write (usage log, favorites change) waiting to reach the server. */
export const outboxRowSchema = z.object({
  /** Auto-increment: the replay order (first in, first out). */
  seq: z.int(),
  /** Client-generated; sent as the Idempotency-Key, so a retried record is applied once. */
  id: z.string().check(z.minLength(1)),
  kind: z.string().check(z.minLength(1)),
  payload: z.unknown(),
  /** Records are replayed only with their own user's session. */
  userId: z.int(),
  attempts: z.int().check(z.minimum(0)),
  /** Epoch ms before which a timer-driven replay leaves the record alone (backoff). */
  nextAttemptAt: z.number(),
  /**
   * Epoch ms before which no replay sends the record, not even one forced by the connection
   * coming back: the server asked for the wait itself (Retry-After on a 429 or 503).
   */
  notBefore: z.optional(z.number()),
  lastError: z.nullable(z.string()),
  createdAt: z.number(),
  /** Set while a sender has the record; a replaced favorites change must not be one in flight. */
  sendingSince: z.nullable(z.number()),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;
export type NewOutboxRow = Omit<OutboxRow, 'seq'>;

/** A record the server rejected as invalid: kept with its reason, visible, never retried alone. */
export const deadLetterRowSchema = z.object({
  seq: z.int(),
  userId: z.int(),
  record: outboxRowSchema,
  reason: z.string(),
  failedAt: z.number(),
});
export type DeadLetterRow = z.infer<typeof deadLetterRowSchema>;
export type NewDeadLetterRow = Omit<DeadLetterRow, 'seq'>;

/** Small named values (last successful sync per user); each key parses its value itself. */
export const metaRowSchema = z.object({ key: z.string().check(z.minLength(1)), value: z.unknown() });
export type MetaRow = z.infer<typeof metaRowSchema>;

/** Parses rows read in bulk, leaving out the unreadable ones. */
export function readableRows<S extends z.ZodMiniType>(schema: S, rows: readonly unknown[]): z.output<S>[] {
  const readable: z.output<S>[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) readable.push(parsed.data);
  }
  return readable;
}

/** Parses one row; an unreadable or missing row is undefined. */
export function readableRow<S extends z.ZodMiniType>(schema: S, row: unknown): z.output<S> | undefined {
  if (row === undefined) return undefined;
  const parsed = schema.safeParse(row);
  return parsed.success ? parsed.data : undefined;
}
