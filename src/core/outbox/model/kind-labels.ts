import { isOutboxKind, type OutboxKind } from './outbox-kinds';

/**
 * What the sync status panel and a refusal's notice call a record of each kind (a kind from another
 * build shows as is). Apart from the kinds' registry, which the first screen loads: only the panel
 * and the replay, both loaded later, need the words.
 */
const KIND_LABELS: Record<OutboxKind, string> = {
  usage: 'Usage log',
  favorites: 'Favorites change',
  notificationDismissal: 'Notification dismissal',
  tutorialFinished: 'Finished tutorial',
  errorReport: 'Error report',
};

export const kindLabel = (kind: string) => (isOutboxKind(kind) ? KIND_LABELS[kind] : kind);

/**
 * The notice of a record the server refused and the replay set aside, when the user is to hear of
 * it (S1 §8): a notification dismissal came back in the bell without a word, a finished tutorial
 * showed as unfinished (walkthrough 18, observation 1). Favorites say it themselves ('Favorites
 * not saved', core/favorites/favorites-actions.ts), so nothing here.
 */
export function setAsideNotice(kind: string, reason: string): { title: string; message: string } | undefined {
  if (kind === 'favorites') return undefined;
  return { title: `${kindLabel(kind)} not accepted`, message: reason };
}
