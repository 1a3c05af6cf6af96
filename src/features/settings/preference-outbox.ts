import type { UpdateUserPreference } from '../../contracts/settings';
import { enqueue } from '../../core/outbox/outbox';
import { registerSender, type Sender } from '../../core/outbox/senders';
import { toastSuccess } from '../../core/ui/toasts';
import { savePreference } from './data';

/*
 * Preference changes the server refused because the session was ending (walkthrough 37, D3): kept
 * in the outbox, bound to the user who made them, and saved once that user signs in here again
 * (the outbox replays only the signed-in user's records), never as anyone else. The sign-in page
 * counts them with the user's other changes still waiting ('1 change of yours on this device…').
 */

/** Keeps `change`, made by `userId`, for their next sign-in on this device. */
export function keepPreferenceForSignIn(userId: number, change: UpdateUserPreference): void {
  enqueue('preference', change, userId).catch((error: unknown) =>
    console.error(`Preference '${change.title}' could not be kept for the next sign-in`, error),
  );
}

/** What says a kept change was saved: it was made a sign-in ago, and no field shows it being saved. */
export const keptPreferenceSavedText = (title: string) =>
  `Your ${title} change, made as your session ended, is saved.`;

const sendKeptPreference: Sender<'preference'> = async (record) => {
  await savePreference(record.payload, record.payload.value, { idempotencyKey: record.id });
  toastSuccess(keptPreferenceSavedText(record.payload.title), 'Preference saved');
};

/** Registered once at boot, off the first screen (start-hubs.ts): kept changes wait for it. */
export function registerKeptPreferencesSender(): () => void {
  return registerSender('preference', sendKeptPreference);
}
