/** Placeholder until the shell issue fills it in. */
export function UserMenu() {
  return null;
}
