/** Placeholder until the shell issue fills it in. */
export function Sidebar() {
  return null;
}
