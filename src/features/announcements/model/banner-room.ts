import { z } from '../../../contracts/zod';

/**
 * Room for the announcements banner above the page (walkthrough 7, defect 3): the banner's row is
 * held from the first paint whenever announcements are expected, so their later arrival (the
 * cached copy a moment after the launcher, or the network's answer) does not push the tiles down
 * under a finger.
 *
 * - `banner`: announcements to show.
 * - `reserved`: none shown yet but some expected: an empty row of the banner's height.
 * - `none`: nothing shown and nothing held.
 */
export type BannerRoom = 'banner' | 'reserved' | 'none';

/**
 * What this device remembers of the banner for the next start (localStorage, parsed on read):
 * whether the last known list had something to show, for which user. A layout hint only: the
 * announcements themselves stay in the cache (Dexie).
 */
export const bannerMemorySchema = z.object({ userId: z.int(), shown: z.boolean() });
export type BannerMemory = z.infer<typeof bannerMemorySchema>;

/** The memory's answer for this user: undefined when it is another user's or there is none. */
export function shownLastTime(
  memory: BannerMemory | undefined,
  userId: number | undefined,
): boolean | undefined {
  return memory !== undefined && memory.userId === userId ? memory.shown : undefined;
}

/**
 * `count`: announcements shown now; `loading`: no list yet and one is on its way (the cache or the
 * network); `shownLastTime`: the memory for this user. While loading, room is held unless this
 * user's last list was known to be empty: a first start on a device (nothing remembered) holds it
 * too, as most users have announcements, and gives it back if none come.
 */
export function bannerRoom(known: {
  count: number;
  loading: boolean;
  shownLastTime: boolean | undefined;
}): BannerRoom {
  if (known.count > 0) return 'banner';
  if (!known.loading) return 'none';
  return known.shownLastTime === false ? 'none' : 'reserved';
}

/**
 * What to remember once a list is known (the cached or the network's, after dismissals); undefined
 * while no list is known, so a start still loading does not overwrite what the last one learnt.
 */
export function bannerMemory(
  userId: number | undefined,
  count: number,
  listKnown: boolean,
): BannerMemory | undefined {
  if (userId === undefined || !listKnown) return undefined;
  return { userId, shown: count > 0 };
}
