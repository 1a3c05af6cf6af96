import type { UnsavedWork } from './unsaved-work';

/*
 * What a reload or a sign-out would lose, in words, and the other tabs' share of it. Apart from
 * unsaved-work.ts, which the launcher's favorites edit loads with the first screen: these come
 * with the prompts that ask.
 */

/** What would be lost, each kind named once: 'your favorites edit and a help topic edit'. */
export function unsavedWorkText(work: UnsavedWork): string {
  const names = [...new Set(work)];
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * What a page that loaded again by itself says it lost: 'Your favorites edit and a help topic edit,
 * not saved yet, were lost.', each kind once (walkthrough 37, O5).
 */
export function lostWorkSentence(lost: readonly string[]): string {
  const what = unsavedWorkText(lost);
  const were = new Set(lost).size > 1 ? 'were' : 'was';
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}, not saved yet, ${were} lost.`;
}

/**
 * This tab's and the device's other tabs' unsaved work, as a sign-out would lose it: a sign-out
 * ends the session in every tab, and their editors with it (walkthrough 8, defect 8).
 */
export const workLostBySignOut = (here: UnsavedWork, otherTabs: UnsavedWork): UnsavedWork => [
  ...here,
  ...otherTabs.map((label) => `${label} in another tab`),
];

/** The question Sign Out asks before it would lose `work`. */
export const signOutLosesWorkQuestion = (work: UnsavedWork) =>
  `Signing out now loses ${unsavedWorkText(work)}, not saved yet. Cancel keeps it, so you can save it first.`;

/**
 * The question a change of impersonation (or of the supervisor acted for) asks before it would lose
 * `work`: it loads every tab of the portal on this device again, as a sign-out ends them
 * (walkthrough 37, D5: another tab's note edit went without a word, where Sign Out asks).
 */
export const impersonationLosesWorkQuestion = (work: UnsavedWork) =>
  `Changing the impersonation loads every open tab of the portal again and loses ${unsavedWorkText(work)}, not saved yet. Cancel keeps it, so you can save it first.`;

/**
 * What Sign Out says of `waiting` changes of this user still on their way to the server (offline,
 * or the server failing; their own changes, not the usage records of their visits: core/outbox
 * pending-changes.ts): they are not lost, but they wait on this
 * device for this user's next sign-in here, and a supervisor whose next shift is on another
 * tablet would never see them arrive (walkthrough 18, D3). 'As yourself': the outbox sends a
 * record only for the user who made it, and on a shared tablet the next person to sign in is
 * often someone else (walkthrough 37, O2).
 */
export function waitingChangesText(waiting: number): string {
  const changes = waiting === 1 ? '1 change' : `${waiting} changes`;
  const they = waiting === 1 ? 'It waits' : 'They wait';
  return `${changes} on this device ${waiting === 1 ? 'has' : 'have'} not reached the server yet. ${they} here, and ${waiting === 1 ? 'is' : 'are'} sent when you sign in on this device again, as yourself: not when someone else does.`;
}

/**
 * What the sign-in page says, under the reason a user was signed out without choosing to (the
 * session expired), of `waiting` changes of theirs still on this device: they are sent once that
 * user signs in here again (walkthrough 18, observation 4: a supervisor might otherwise worry, or
 * hand the tablet over).
 */
export const waitingForSignInText = (waiting: number): string =>
  waiting === 1
    ? '1 change of yours on this device has not reached the server yet: it is sent once you sign in.'
    : `${waiting} changes of yours on this device have not reached the server yet: they are sent once you sign in.`;

/**
 * The question Sign Out asks, if any: before it would lose `work`, or leave `waiting` changes
 * behind on this device (both said when both hold).
 */
export function questionBeforeSignOut(work: UnsavedWork, waiting: number): string | undefined {
  const parts = [
    ...(work.length > 0 ? [signOutLosesWorkQuestion(work)] : []),
    ...(waiting > 0 ? [waitingChangesText(waiting)] : []),
  ];
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * The device's other tabs' unsaved work, from what each publishes under its own key (`entries`:
 * storage key → stored value); a value that is not a list of labels is left out.
 */
export function unsavedWorkOfOtherTabs(
  entries: Iterable<[string, string | null]>,
  ownKey: string,
): UnsavedWork {
  const work: string[] = [];
  for (const [key, value] of entries) {
    if (key === ownKey || value === null) continue;
    try {
      const labels: unknown = JSON.parse(value);
      if (Array.isArray(labels)) work.push(...labels.filter((label) => typeof label === 'string'));
    } catch {
      // Another tab's unreadable entry: nothing known to lose there.
    }
  }
  return work;
}

/** The unsaved work among `work` that is `own`'s (the labels a panel's or dialog's editors mark). */
const ownUnsavedWork = (work: UnsavedWork, own: readonly string[]): UnsavedWork =>
  work.filter((label) => own.includes(label));

/**
 * The question closing `name` (a panel or dialog whose editors mark `own` labels) asks before it
 * would lose what they hold; undefined when they hold nothing, so it closes at once. As the chat's
 * (docs/agent-chat.md): Cancel keeps it open.
 */
export function closingLosesWorkQuestion(
  work: UnsavedWork,
  own: readonly string[],
  name: string,
): string | undefined {
  const lost = ownUnsavedWork(work, own);
  if (lost.length === 0) return undefined;
  const pronoun = new Set(lost).size > 1 ? 'them' : 'it';
  return `Closing ${name} loses ${unsavedWorkText(lost)}, not saved yet. Cancel keeps ${name} open, so you can save ${pronoun} first.`;
}
