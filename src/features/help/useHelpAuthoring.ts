import { helpAuthoringAbilities } from '../../contracts/help-authoring';
import { sessionAtom } from '../../core/auth/session-state';
import { useNetworkStatus } from '../../core/network/useNetworkStatus';
import { useAtomValue } from '../../core/state/jotai';

/** Shown to help authors while offline: page help writes go straight to the server (docs/offline.md). */
export const PAGE_HELP_AUTHORING_OFFLINE_HINT = 'Editing page help and tutorials needs a connection.';

/** What the user may do with page help (S2 §6) and whether writes are possible now (online). */
export function useHelpAuthoring() {
  const may = helpAuthoringAbilities(useAtomValue(sessionAtom)?.user.claims ?? []);
  const readOnly = !useNetworkStatus().isConnected;
  return { may, readOnly };
}
