/** Placeholder until the shell issue fills it in. */
export function ShellBanners() {
  return null;
}
