import { parseVersionClaim } from '../../contracts/claims';
import type { ReleaseVersionMessage } from '../../contracts/notifications-hub';
import { getSession } from '../../core/auth/session-state';
import { startNotificationsHub } from '../../core/realtime/start-notifications-hub';
import { appStore } from '../../core/state/jotai';
import { releaseNotesOpeningAtom } from '../../core/ui/release-notes-request';
import { offersPushedRelease } from './model/pushed-release';
import { pushedReleaseAtom } from './state';

/** S1 §4: a pushed version the user's Version claim does not name opens the modal in push mode. */
export function onReleasePushed({ version }: ReleaseVersionMessage): void {
  const session = getSession();
  if (!session) return;
  if (offersPushedRelease(version, parseVersionClaim(session.user.claims)?.versionId)) {
    appStore.set(pushedReleaseAtom, (last) => ({ version, at: (last?.at ?? 0) + 1 }));
    appStore.set(releaseNotesOpeningAtom, 'releasePushed');
  }
}

/** Boot, once the app configuration is loaded: listens for pushed releases while signed in. */
export function startReleasePushWatch(): void {
  startNotificationsHub({ onReleaseVersion: onReleasePushed });
}
