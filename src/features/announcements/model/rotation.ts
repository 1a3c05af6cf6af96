/** The banner moves to the next announcement this often (S1 §2.7, §9). */
export const ANNOUNCEMENT_ROTATION_MS = 30_000;

/**
 * Index rules of the announcements banner and popup. Indexes are always within the list; an
 * empty list uses 0 (callers show nothing for an empty list).
 */

/** The next announcement, wrapping from the last to the first. */
export function nextAnnouncementIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (clampAnnouncementIndex(index, count) + 1) % count;
}

/** The previous announcement, wrapping from the first to the last. */
export function previousAnnouncementIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (clampAnnouncementIndex(index, count) - 1 + count) % count;
}

/** The index kept inside the list, e.g. after the last announcement was dismissed. */
export function clampAnnouncementIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}
