import { Alert } from '@mantine/core';
import { sessionAtom } from '../../core/auth/session-state';
import { impersonatedUserTitle } from '../../core/session/impersonated-user';
import { useAtomValue } from '../../core/state/jotai';
import { impersonationBannerText } from './model/impersonation';

/**
 * While an admin impersonates a user, on every page: the impersonation lives at the server, so it
 * outlasts the session, the device and the day, and the shell otherwise looks the same (the admin
 * keeps their own menu and settings; only the usage log records the other user). Walkthrough 4
 * found it visible only two levels down in Settings.
 */
export function ImpersonationBanner() {
  const session = useAtomValue(sessionAtom);
  const impersonated = session ? impersonatedUserTitle(session.user) : undefined;
  if (impersonated === undefined) return null;
  return (
    <Alert role="note" aria-label="Impersonation" color="grape" variant="light" radius={0} py={6}>
      {impersonationBannerText(impersonated)}
    </Alert>
  );
}
