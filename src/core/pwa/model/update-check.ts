import { NetworkStatus } from '../../network/model/network-state';

/** How often an open app asks the server for a newer service worker. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;
/** Tabs flicking between visible and hidden do not each cause a check. */
export const MIN_CHECK_GAP_MS = 60_000;

export interface UpdateCheckInput {
  browserOnline: boolean;
  networkStatus: number;
  now: number;
  lastCheckAt: number | undefined;
}

/** A check offline only fails (and logs); one moments after the last learns nothing new. */
export function shouldCheckForUpdate({
  browserOnline,
  networkStatus,
  now,
  lastCheckAt,
}: UpdateCheckInput): boolean {
  if (!browserOnline || networkStatus === NetworkStatus.disconnected) return false;
  return lastCheckAt === undefined || now - lastCheckAt >= MIN_CHECK_GAP_MS || now < lastCheckAt;
}
