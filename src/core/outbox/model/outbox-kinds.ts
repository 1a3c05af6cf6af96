import { tutorialFinishedSchema } from '../../../contracts/help';
import { updateUserPreferenceSchema } from '../../../contracts/settings';
import { favoritesChangeSchema, notificationAcknowledgementSchema } from '../../../contracts/shell';
import { errorReportSchema } from '../../../contracts/telemetry';
import { usageLogRecordSchema } from '../../../contracts/usage';
import type { z } from '../../../contracts/zod';

/**
 * What the outbox carries, each kind with its payload contract (checked on enqueue and again on
 * replay: a record stored by an older build that no longer fits is set aside, not sent) and how
 * newer records treat pending ones: `latest` keeps only the newest state (a favorites change is
 * the whole list wanted, made over the pending one, so it carries that one's changes too), `all`
 * keeps every record (each usage log is its own event). `byUser`: a change the user made (a star,
 * a dismissal, a finished tutorial), which the tab asks before losing (outbox.ts, `holdUnload`);
 * usage logs and error reports are the app's own and never hold a closing tab.
 * What becomes of a refused record of each kind: `model/refusal-policy.ts` (the replay's chunk).
 */
export const outboxKinds = {
  usage: { schema: usageLogRecordSchema, keep: 'all' },
  favorites: { schema: favoritesChangeSchema, keep: 'latest', byUser: true },
  notificationDismissal: {
    schema: notificationAcknowledgementSchema,
    keep: 'all',
    byUser: true,
  },
  /** Sent by the help feature's sender (features/help/finished-tutorials.ts). */
  tutorialFinished: { schema: tutorialFinishedSchema, keep: 'all', byUser: true },
  /** An error report made offline (core/telemetry/error-reporting.ts; docs/telemetry.md). */
  errorReport: { schema: errorReportSchema, keep: 'all' },
  /**
   * A preference change the server refused because the session was ending (expired, or signing
   * out), kept for its user's next sign-in here (features/settings/preference-saver.ts). Every
   * record is kept: two preferences changed as the session ended are two records, sent in order.
   */
  preference: { schema: updateUserPreferenceSchema, keep: 'all', byUser: true },
} as const satisfies Record<string, { schema: z.ZodMiniType; keep: 'all' | 'latest'; byUser?: true }>;

export type OutboxKind = keyof typeof outboxKinds;
export type OutboxPayload<K extends OutboxKind> = z.output<(typeof outboxKinds)[K]['schema']>;

export function isOutboxKind(kind: string): kind is OutboxKind {
  return Object.hasOwn(outboxKinds, kind);
}
