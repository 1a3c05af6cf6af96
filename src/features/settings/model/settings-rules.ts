import { PermissionLevel } from '../../../contracts/claims';

/** The panel's copyright line (S2 §2 "a copyright line with the year"). */
export function copyrightLine(year: number, appName: string): string {
  return `© ${year} ${appName}`;
}

const levelNames: Record<string, string> = {
  [String(PermissionLevel.Admin)]: 'Admin',
  [String(PermissionLevel.User)]: 'User',
  [String(PermissionLevel.Limited)]: 'Limited',
};

/**
 * A permission claim's level as a reader says it (S2 §3: Admin=0, User=1, Limited=2). Other
 * values are shown as they come, so nothing the server grants is hidden.
 */
export function permissionLevelLabel(level: string): string {
  return levelNames[level] ?? level;
}
