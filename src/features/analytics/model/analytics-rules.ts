import { MAX_ANALYTICS_UPLOAD_BYTES } from '../../../contracts/telemetry';

/** Routes where behaviour analytics is switched off (S1 §4). */
export const ANALYTICS_OFF_PREFIXES = ['/development', '/display'] as const;

/**
 * S1 §9's analytics limits. clarity-js takes none of them as a setting: they are its built-in
 * constants (its `Setting` enum: SessionTimeout, Expire, PlaybackBytesLimit, UploadTimeout,
 * PayloadLimit), equal to these; `analytics-rules.test.ts` checks the installed library still
 * agrees, and the collector enforces the upload cap.
 */
export const ANALYTICS_LIMITS = {
  idleSessionMinutes: 30,
  sessionCookieDays: 365,
  maxUploadBytes: MAX_ANALYTICS_UPLOAD_BYTES,
  uploadTimeoutMs: 15_000,
  maxUploadsPerSession: 128,
} as const;

export interface AnalyticsSituation {
  /** From app-config.json; analytics is off without one. */
  projectId: string | undefined;
  /** The account data (accounts, menu, roles) has loaded (S1 §4). */
  accountDataLoaded: boolean;
  /** The cookie banner was accepted. */
  cookieConsent: boolean;
  /** The route now. */
  path: string;
}

const isOffRoute = (path: string) =>
  ANALYTICS_OFF_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Whether behaviour analytics should be recording now (S1 §4, §7). */
export function analyticsWanted(situation: AnalyticsSituation): boolean {
  return (
    situation.projectId !== undefined &&
    situation.accountDataLoaded &&
    situation.cookieConsent &&
    !isOffRoute(situation.path)
  );
}

/** clarity-js's start settings: the project, where it uploads, and cookies on (consent given). */
export function clarityStartConfig(projectId: string, uploadUrl: string | undefined) {
  return {
    projectId,
    // Cookies (the session id, kept ANALYTICS_LIMITS.sessionCookieDays) only after consent: we
    // start Clarity only then.
    track: true,
    // Text is masked: operations data stays out of recordings.
    content: false,
    ...(uploadUrl === undefined ? {} : { upload: uploadUrl }),
  };
}

/** Clarity's own cookies: the user id (`_clck`, kept a year) and the session (`_clsk`, a day). */
export const CLARITY_COOKIES = ['_clck', '_clsk'] as const;

/**
 * The `document.cookie` writes that remove Clarity's cookies on `hostname`: the next user of a
 * shared device is then a new Clarity user, not the last one's (walkthrough 29, D2). Clarity
 * writes them on the highest domain the browser lets it (from `.example.com` down to the host),
 * or on the host alone; a cookie goes only when removed with the domain it was set with, so the
 * removal is written for each of them.
 */
export function clarityCookieRemovals(hostname: string): string[] {
  const labels = hostname.split('.').filter(Boolean);
  const domains = labels.slice(0, -1).map((_label, index) => `; domain=.${labels.slice(index).join('.')}`);
  return CLARITY_COOKIES.flatMap((name) =>
    ['', ...domains].map((domain) => `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`),
  );
}
