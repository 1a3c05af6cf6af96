import { permissionLevelNames } from '../../../contracts/claims';

/** The panel's copyright line (S2 §2 "a copyright line with the year"). */
export function copyrightLine(year: number, appName: string): string {
  return `© ${year} ${appName}`;
}

/**
 * A permission claim's level as a reader says it (S2 §3: Admin=0, User=1, Limited=2). Other
 * values are shown as they come, so nothing the server grants is hidden.
 */
export function permissionLevelLabel(level: string): string {
  const known = Object.entries(permissionLevelNames).find(([value]) => value === level);
  return known ? known[1] : level;
}
