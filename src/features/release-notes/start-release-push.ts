import { parseVersionClaim } from '../../contracts/claims';
import type { ReleaseVersionMessage } from '../../contracts/notifications-hub';
import { resetUser } from '../../core/auth/reset-user';
import { getSession } from '../../core/auth/session-state';
import { leaveForPage } from '../../core/outbox/outbox';
import { startNotificationsHub } from '../../core/realtime/start-notifications-hub';
import { appStore } from '../../core/state/jotai';
import { releaseNotesOpeningAtom } from '../../core/ui/release-notes-request';
import { offersPushedRelease } from './model/pushed-release';

/** S1 §4: a pushed version the user's Version claim does not name opens the modal in push mode. */
export function onReleasePushed({ version }: ReleaseVersionMessage): void {
  const session = getSession();
  if (!session) return;
  if (offersPushedRelease(version, parseVersionClaim(session.user.claims)?.versionId)) {
    appStore.set(releaseNotesOpeningAtom, 'releasePushed');
  }
}

/** Boot, once the app configuration is loaded: listens for pushed releases while signed in. */
export function startReleasePushWatch(): void {
  startNotificationsHub({ onReleaseVersion: onReleasePushed });
}

/** Where Accept lands: the home page, loaded afresh. */
export const HOME_AFTER_UPDATE = '/home';

/**
 * Accept of a pushed release (S1 §4): resets the user (new claims, data forgotten), then reloads
 * the whole app at /home so the new build and the new claims are both in use. The caller blocks
 * the UI meanwhile.
 */
export async function acceptPushedRelease(reload: (href: string) => unknown = leaveForPage) {
  await resetUser();
  await reload(HOME_AFTER_UPDATE);
}
