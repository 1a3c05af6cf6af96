import { tutorialFinishedSchema } from '../../../contracts/help';
import { favoritesChangeSchema, notificationAcknowledgementSchema } from '../../../contracts/shell';
import { errorReportSchema } from '../../../contracts/telemetry';
import { usageLogRecordSchema } from '../../../contracts/usage';
import type { z } from '../../../contracts/zod';

/**
 * What the outbox carries, each kind with its payload contract (checked on enqueue and again on
 * replay: a record stored by an older build that no longer fits is set aside, not sent) and how
 * newer records treat pending ones: `latest` keeps only the newest state (a favorites change is
 * the whole list wanted, made over the pending one, so it carries that one's changes too), `all`
 * keeps every record (each usage log is its own event).
 * `whenRefused`: what becomes of a record the server refuses as invalid (or that no longer fits its
 * contract). `setAside`: the user's own change (a star, a dismissal, a finished tutorial) goes to
 * the dead letters, shown in the sync status with Send again / Discard, since the user may want it
 * back. `drop`: the app's own bookkeeping (a usage record, an error report) is dropped with a console
 * warning: the user made no change, and sending it again can only be refused again (docs/offline.md).
 */
export const outboxKinds = {
  usage: { schema: usageLogRecordSchema, keep: 'all', whenRefused: 'drop' },
  favorites: { schema: favoritesChangeSchema, keep: 'latest', whenRefused: 'setAside' },
  notificationDismissal: {
    schema: notificationAcknowledgementSchema,
    keep: 'all',
    whenRefused: 'setAside',
  },
  /** Sent by the help feature's sender (features/help/finished-tutorials.ts). */
  tutorialFinished: { schema: tutorialFinishedSchema, keep: 'all', whenRefused: 'setAside' },
  /** An error report made offline (core/telemetry/error-reporting.ts; docs/telemetry.md). */
  errorReport: { schema: errorReportSchema, keep: 'all', whenRefused: 'drop' },
} as const satisfies Record<
  string,
  { schema: z.ZodMiniType; keep: 'all' | 'latest'; whenRefused: 'setAside' | 'drop' }
>;

export type OutboxKind = keyof typeof outboxKinds;
export type OutboxPayload<K extends OutboxKind> = z.output<(typeof outboxKinds)[K]['schema']>;

/** Whether a refused record of `kind` is kept for its user (see `whenRefused`); unknown kinds are. */
export function keptWhenRefused(kind: string): boolean {
  return !isOutboxKind(kind) || outboxKinds[kind].whenRefused === 'setAside';
}

export function isOutboxKind(kind: string): kind is OutboxKind {
  return Object.hasOwn(outboxKinds, kind);
}
