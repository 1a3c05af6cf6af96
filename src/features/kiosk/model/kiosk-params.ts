/** The display id in `/display/{id}`; anything but a positive whole number is no display (0). */
export function displayIdOf(param: string): number {
  const id = Number(param);
  return /^\d+$/.test(param) && Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * `?setup` (also `?setup=1`, `?setup=true`) opens the technician panel at start and keeps the
 * cursor and the window as they are, for setting a screen up; anything else is ignored.
 */
export function kioskSearchOf(search: Record<string, unknown>): { setup?: boolean } {
  const value = search.setup;
  const on = value === '' || value === true || value === 1 || value === '1' || value === 'true';
  return on ? { setup: true } : {};
}
