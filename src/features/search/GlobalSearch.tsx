/** Placeholder until the shell issue fills it in. */
export function GlobalSearch() {
  return null;
}
