import { atom } from '../state/jotai';

/**
 * The notifications' state that other features meet: the installed app's icon badge and its
 * Notifications shortcut (both in the install feature) and the bell (the notifications feature).
 * In core because features do not import each other.
 */

/**
 * The notification count the installed app's icon shows (the Badging API): the notifications
 * feature writes it, the install feature draws it. Undefined until known.
 */
export const appBadgeCountAtom = atom<number | undefined>(undefined);

/**
 * Whether the bell's panel is open: the bell opens and closes it, and the installed app's
 * shortcuts open it (Notifications) or close it (Release notes, Favorites: one at a time).
 */
export const notificationsPanelOpenAtom = atom(false);

/**
 * Bumped when the bell's list changed at the server: the bell reads it again. The notifications
 * feature bumps it once the server has taken a dismissal (an answer that left before the dismissal
 * reached the server cannot keep the item open on screen); the notifications hub when a release is
 * pushed, since the same push gave every user a notification ('Version … released'): the count
 * follows at once, with one read and no polling (walkthrough 14, D5); and when the server says the
 * user's notifications changed (`NotificationsChanged`: one added, one dismissed elsewhere).
 */
export const bellRevisionAtom = atom(0);
