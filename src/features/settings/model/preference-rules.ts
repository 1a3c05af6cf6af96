import { allThemes, preferenceValueProblem } from '../../../contracts/preference-values';
import {
  type PreferenceOption,
  PreferenceTitle,
  type PreferenceType,
  type UserPreference,
} from '../../../contracts/settings';
import { isApiError, isDroppedCall, isNetworkError } from '../../../core/api/api-error';
import type { Appearance } from '../../../core/ui/appearance';
import { defaultAppearance } from '../../../core/ui/appearance';

/** How long a preference waits after the last change before it is saved (S2 §5 "debounced"). */
export const SAVE_DEBOUNCE_MS = 600;

/** When a changed preference is saved (S2 §5): a phone number on blur, everything else debounced. */
export function saveTrigger(type: PreferenceType): 'blur' | 'debounced' {
  return type === 'PhoneNumber' ? 'blur' : 'debounced';
}

/** The accent colour picker is enabled only for the light or neon themes (S2 §5). */
export function accentEnabled(theme: string): boolean {
  return theme === 'light' || theme === 'neon';
}

/**
 * Said under the disabled accent picker: a user could not tell why it was greyed out (walkthrough
 * 29, O6). Neon, the other theme with accents, is hidden from the Theme choices (S2 §3).
 */
export const ACCENT_THEMES_ONLY_TEXT = 'Available with the Light theme.';

/** Why `title`'s control is disabled under `theme`, when the rules disable it. */
export function disabledReason(title: string, theme: string): string | undefined {
  return title === PreferenceTitle.accentColor && !accentEnabled(theme) ? ACCENT_THEMES_ONLY_TEXT : undefined;
}

/**
 * A change the device's copy of the preferences does not show yet: being typed (a phone number
 * saves on blur), waiting for its debounce or answer, waiting for the connection ('waiting': its
 * save found none and goes again once it is back), refused, or taken by the server ('saved') and
 * written to the copy, which the page's readers have not read yet.
 */
export interface PendingPreference {
  value: string;
  status: 'editing' | 'saving' | 'waiting' | 'failed' | 'saved';
  /** Why a 'failed' change was not saved, as its field says it (`notSavedText`). */
  notSavedBecause?: string;
}

/**
 * Whether a save that threw marks its change 'Not saved' (a preference, Merge Roles, a
 * notification switch): a refusal or no answer does. A call dropped while signing out (S1 §4) does
 * not: nothing failed, the sign-in page follows, and the change is left on screen as it was.
 */
export function marksNotSaved(error: unknown): boolean {
  return !isDroppedCall(error);
}

/**
 * How a preference change whose save threw is marked: 'waiting' when the save found no connection
 * (the preference saver sends it again once the connection is back), 'failed' ('Not saved') when it
 * was refused or the server failed, nothing when the call was dropped while signing out. A change
 * only waiting was marked 'Not saved', as if lost (walkthrough 32, O9).
 */
export function markOfFailedSave(error: unknown): 'waiting' | 'failed' | undefined {
  if (!marksNotSaved(error)) return undefined;
  return isNetworkError(error) ? 'waiting' : 'failed';
}

/**
 * Whether a preference change whose save threw is kept on the device for its user's next sign-in
 * here (the outbox's `preference` records): the session was ending, expired (or refused, 401) or
 * being signed out, so the server never took it. Refused for the change itself, or with no
 * connection, it is not: the field says so (above). Both changes an admin made as the session
 * expired were lost without a word (walkthrough 37, D3).
 */
export function keptForNextSignIn(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.kind === 'sessionExpired' ||
    error.kind === 'dropped' ||
    (error.kind === 'http' && error.status === 401)
  );
}

/**
 * Said at the field when the server failed (5xx) or an unknown error was thrown: the server's own
 * words for a 5xx are a status line or a deliberately empty sentence, which tell the user nothing.
 */
export const NOT_SAVED_SERVER_FAILED_TEXT = 'Not saved: the server could not save it just now.';

/**
 * What the field says of a change whose save failed (status 'failed'): the server's message when it
 * refused the change (400, 409, 429 … say what is wrong), the request layer's own sentence for an
 * answer it could not read, else that the server failed. The reason was only logged, and 'Not saved'
 * told the user neither why nor what to do (walkthrough 35, D3).
 */
export function notSavedText(error: unknown): string {
  if (!isApiError(error) || !error.message) return NOT_SAVED_SERVER_FAILED_TEXT;
  if (error.kind === 'http' && (error.status === undefined || error.status >= 500))
    return NOT_SAVED_SERVER_FAILED_TEXT;
  return `Not saved: ${error.message}`;
}

/**
 * How a change whose save threw is marked (`markOfFailedSave`), with what its field says when it
 * was not saved.
 */
export function pendingAfterFailedSave(value: string, error: unknown): PendingPreference | undefined {
  const status = markOfFailedSave(error);
  if (status === undefined) return undefined;
  return status === 'failed' ? { value, status, notSavedBecause: notSavedText(error) } : { value, status };
}

/** The preferences as the user sees them: the server's values with their unsaved changes on top. */
export function withPendingValues(
  preferences: readonly UserPreference[],
  pending: Readonly<Record<string, PendingPreference>>,
): UserPreference[] {
  return preferences.map((preference) => {
    const change = pending[preference.title];
    return change ? { ...preference, value: change.value } : preference;
  });
}

/**
 * The preferences the panel shows (S2 §5): the role selector only while the role-switch
 * preference is on (the server lists the role preferences only where the feature is enabled).
 */
export function shownPreferences(preferences: readonly UserPreference[]): UserPreference[] {
  const roleSwitchOn = preferences.some((p) => p.type === 'RoleSwitch' && p.value === 'true');
  return preferences.filter((preference) => preference.type !== 'RoleSelector' || roleSwitchOn);
}

const valueTitled = (preferences: readonly UserPreference[], title: string) =>
  preferences.find((preference) => preference.title === title)?.value;

/**
 * The saved changes (`status: 'saved'`) that a reader's copy of the preferences now shows, so they
 * may stop being pending. A saved change stops being pending only here, not when its save is
 * answered: the copy is written then, but a reader sees it a render or more later, and for that
 * moment the look went back to the old value (walkthrough 14, D3: a white flash on the way to Dark).
 */
export function savedChangesShown(
  preferences: readonly UserPreference[],
  pending: Readonly<Record<string, PendingPreference>>,
): string[] {
  return Object.entries(pending)
    .filter(
      ([title, change]) => change.status === 'saved' && valueTitled(preferences, title) === change.value,
    )
    .map(([title]) => title);
}

/** What Theme, Font Size and Accent Color make the app look like; missing or odd values keep the defaults. */
export function appearanceFrom(preferences: readonly UserPreference[]): Appearance {
  const theme = valueTitled(preferences, PreferenceTitle.theme) || defaultAppearance.theme;
  const fontSize = Number(valueTitled(preferences, PreferenceTitle.fontSize));
  const accent = valueTitled(preferences, PreferenceTitle.accentColor);
  return {
    theme,
    fontSizePx:
      Number.isInteger(fontSize) && fontSize >= 8 && fontSize <= 40 ? fontSize : defaultAppearance.fontSizePx,
    accent: accent && accentEnabled(theme) ? accent : null,
  };
}

/**
 * The look to show while preferences are edited: the saved values with the unsaved changes on
 * top, leaving out a change that could not be saved (a Font Size of 24 being typed keeps the size
 * the page has; it used to switch to 24 px, then back to 16 at the next sign-in).
 */
export function appearanceWithPending(
  preferences: readonly UserPreference[],
  pending: Readonly<Record<string, PendingPreference>>,
): Appearance {
  const savable = Object.fromEntries(
    Object.entries(pending).filter(([title, change]) => {
      const preference = preferences.find((candidate) => candidate.title === title);
      return preference !== undefined && preferenceValueProblem(preference, change.value) === undefined;
    }),
  );
  return appearanceFrom(withPendingValues(preferences, savable));
}

/** What decides whether the preferences may set the look yet (`lookFollowsPreferences`). */
export interface LookSources {
  /** When the shown copy of the preferences came from the server (epoch ms); undefined: none yet. */
  fetchedAt: number | undefined;
  /** When the page read the device's last look (`appearanceReadAt`). */
  lookReadAt: number;
  /** No server copy is coming: offline, or the read failed. */
  serverUnavailable: boolean;
  /** The user changed a preference on this page (a choice takes effect at once). */
  changedHere: boolean;
  /**
   * The user is signing out or signed out: the copy in hand is theirs, and sign-out has put the
   * default look back for whoever comes next.
   */
  userLeaving: boolean;
}

/**
 * Whether the preferences set the look now, or the page keeps the device's last look. That look is
 * stored the moment a choice is made; the device's copy of the preferences only once the save is
 * answered, so after a reload that cut a save short it is older than the look (a reload right
 * after choosing Font Size 20 showed 16 until the server was asked). So the copy sets the look once
 * it was fetched after the look was read; an older one only when no newer is coming, or under a
 * change made here. Never once the user is leaving: the sign-out's default look was overwritten
 * with the user's, a moment later, by the render the sign-out itself set off, and the sign-in page
 * and the next user's first screens kept it, a reload too (walkthrough 14, D4).
 */
export function lookFollowsPreferences(sources: LookSources): boolean {
  if (sources.fetchedAt === undefined || sources.userLeaving) return false;
  return sources.fetchedAt >= sources.lookReadAt || sources.serverUnavailable || sources.changedHere;
}

/**
 * The choices of a dropdown: its options, plus the current value when it is one the list hides
 * (a seasonal theme set for the user), so the field never shows blank.
 */
export function dropdownChoices(
  preference: Pick<UserPreference, 'title' | 'value' | 'options'>,
): PreferenceOption[] {
  if (preference.value === '' || preference.options.some((option) => option.value === preference.value))
    return [...preference.options];
  const known =
    preference.title === PreferenceTitle.theme
      ? allThemes.find((t) => t.value === preference.value)
      : undefined;
  return [...preference.options, known ?? { title: preference.value, value: preference.value }];
}
