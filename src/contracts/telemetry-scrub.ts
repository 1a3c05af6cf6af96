import type { ErrorReport } from './telemetry';

// Scrubbing a report, the reporter's (lazily loaded) and the server's: apart from telemetry.ts,
// whose report schema the first screen's outbox needs, since a first-screen module carries all
// its exports in the entry chunk.

export const REDACTED = '[redacted]';

// Secrets a message or stack may carry: the auth header and its value, bearer tokens, JWTs,
// token or password query and JSON fields. Order matters: named fields first.
const secretPatterns: readonly RegExp[] = [
  // An auth header's whole value ("Authorization: Bearer …"), to the end of the line or quote.
  /((?:authorization|x-auth[a-z-]*)["']?\s*[:=]\s*["']?)([^"'\r\n]+)/gi,
  // "password":"…", "authToken": "…", refreshToken=…, access_token=…, X-Auth-Token: …
  /((?:pass(?:word)?|pwd|secret|[a-z_-]*token|authorization|x-auth[a-z-]*|ocp-apim-subscription-key|subscription[-_]?key|api[-_]?key)["']?\s*[:=]\s*["']?)([^"'&\s,;}]+)/gi,
  /(bearer\s+)([A-Za-z0-9._~+/=-]+)/gi,
  // A JWT anywhere (three base64url parts, the first starting eyJ).
  /()(eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)/g,
];

/** The text with every secret it carries replaced by [redacted]. Pure; used by app and server. */
export function scrubText(value: string): string {
  return secretPatterns.reduce(
    (scrubbed, pattern) => scrubbed.replace(pattern, (_match, name: string) => `${name}${REDACTED}`),
    value,
  );
}

/** A path without its query string and fragment (they may carry tokens or codes). */
export function pathOnly(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/** The report with no token, password or auth header left in any of its texts. */
export function scrubReport(report: ErrorReport): ErrorReport {
  return {
    ...report,
    message: scrubText(report.message),
    ...(report.stack === undefined ? {} : { stack: scrubText(report.stack) }),
    ...(report.source === undefined ? {} : { source: scrubText(report.source) }),
    path: scrubText(pathOnly(report.path)),
  };
}
