/**
 * The usage hub's one-record method (S1 §7), under `{hubBaseUrl}/appUsage`. Its own module: the
 * first screen imports contracts/usage.ts, and a name only the lazily loaded hub client sends
 * would otherwise be exported from the launcher's chunk (bytes on the first screen).
 */
export const SAVE_APP_LOG = 'SaveAppLog';
