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
  preference: 'Preference change',
};

export const kindLabel = (kind: string) => (isOutboxKind(kind) ? KIND_LABELS[kind] : kind);

/**
 * The notice of a record the server refused and the replay set aside, when the user is to hear of
 * it (S1 §8): a notification dismissal came back in the bell without a word, a finished tutorial
 * showed as unfinished (walkthrough 18, observation 1); a preference change names its preference. Favorites say it themselves ('Favorites
 * not saved', core/favorites/favorites-actions.ts), so nothing here.
 */
export function setAsideNotice(
  kind: string,
  reason: string,
  payload?: unknown,
): { title: string; message: string } | undefined {
  if (kind === 'favorites') return undefined;
  // A preference change kept for the next sign-in is sent long after it was made: the notice names
  // which one was refused (walkthrough 37, D3).
  const title = preferenceTitleOf(kind, payload);
  if (title !== undefined) return { title: `Your ${title} change was not saved`, message: reason };
  return { title: `${kindLabel(kind)} not accepted`, message: reason };
}

function preferenceTitleOf(kind: string, payload: unknown): string | undefined {
  if (kind !== 'preference' || typeof payload !== 'object' || payload === null) return undefined;
  const title: unknown = (payload as { title?: unknown }).title;
  return typeof title === 'string' ? title : undefined;
}
