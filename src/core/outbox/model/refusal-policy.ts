import type { OutboxKind } from './outbox-kinds';

/**
 * What becomes of a record the server refuses as invalid (or one that no longer fits its kind's
 * contract), kind by kind (docs/offline.md):
 * - `setAside`: the user's own change (a star, a dismissal, a finished tutorial) goes to the dead
 *   letters, shown in the sync status with Send again / Discard: the user may want it back;
 * - `drop`: the app's own bookkeeping (a usage record, an error report) leaves the queue with a
 *   console warning: the user made no change and cannot fix it, and sending it again could only be
 *   refused again (walkthrough 11, defects 2 and 3).
 * Apart from outbox-kinds.ts, which the first screen loads: only the replay reads this.
 */
export const whenRefused = {
  usage: 'drop',
  favorites: 'setAside',
  notificationDismissal: 'setAside',
  tutorialFinished: 'setAside',
  errorReport: 'drop',
  preference: 'setAside',
} as const satisfies Record<OutboxKind, 'setAside' | 'drop'>;

/** Whether a refused record of `kind` is dropped; a kind this build does not know is kept. */
export function droppedWhenRefused(kind: string): boolean {
  return Object.hasOwn(whenRefused, kind) && whenRefused[kind as OutboxKind] === 'drop';
}
