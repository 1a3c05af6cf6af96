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

/** What a Settings view reads from the server and keeps on the device. */
export type SettingsSubject = 'preferences' | 'notification settings' | 'permission details';

/**
 * What a view says when it has nothing to show. Out of reach of the server with nothing saved on
 * the device (a view never opened online) it has not been loaded, which 'No … to show' would deny;
 * the view loads by itself once connected. A server failure keeps the empty state: S2 §8 has such
 * failures only logged, with no user message.
 */
export function nothingShownText(subject: SettingsSubject, serverOutOfReach: boolean): string {
  return serverOutOfReach
    ? `Your ${subject} cannot be loaded while offline. They will load once the connection is back.`
    : `No ${subject} to show.`;
}
