import { Alert } from '@mantine/core';
import { isSystemAdmin } from '../../contracts/claims';
import { sessionAtom } from '../../core/auth/session-state';
import { impersonatedUserTitle } from '../../core/session/impersonated-user';
import { supervisorSelectionAtom } from '../../core/session/supervisor-selection';
import { useAtomValue } from '../../core/state/jotai';
import { impersonationBannerText, supervisorBannerText } from './model/impersonation';

/**
 * While an admin impersonates a user, on every page: the impersonation lives at the server, so it
 * outlasts the session, the device and the day, and the shell otherwise looks the same (the admin
 * keeps their own menu and settings; only the usage log records the other user). Walkthrough 4
 * found it visible only two levels down in Settings.
 *
 * The same for a chosen supervisor (walkthrough 31, D2): every call carries their id until the
 * admin resets it or signs out, across reloads and days, while the title bar and the page look as
 * for the admin's own work.
 */
export function ImpersonationBanner() {
  const session = useAtomValue(sessionAtom);
  const selection = useAtomValue(supervisorSelectionAtom);
  const impersonated = session ? impersonatedUserTitle(session.user) : undefined;
  // Only a site admin's calls carry the supervisor (buildHeaders): a selection kept after the role
  // went acts for nobody.
  const supervisor = session && isSystemAdmin(session.user.claims) ? selection : undefined;
  return (
    <>
      {impersonated !== undefined && (
        <ActingNote name="Impersonation">{impersonationBannerText(impersonated)}</ActingNote>
      )}
      {supervisor !== undefined && (
        <ActingNote name="Acting for a supervisor">{supervisorBannerText(supervisor.title)}</ActingNote>
      )}
    </>
  );
}

/** One of the notes: for whom the admin acts, on every page. */
function ActingNote({ name, children }: { name: string; children: string }) {
  return (
    <Alert role="note" aria-label={name} color="grape" variant="light" radius={0} py={6}>
      {children}
    </Alert>
  );
}
