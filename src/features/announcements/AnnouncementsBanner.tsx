/** Placeholder until the shell issue fills it in. */
export function AnnouncementsBanner() {
  return null;
}
