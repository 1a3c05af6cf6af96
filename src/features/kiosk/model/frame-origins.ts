/*
 * Whether a report address may be framed under the deployment's Content-Security-Policy
 * (`frame-src`), judged from the origins `/app-config.json` lists (`frameOrigins`): the display
 * form warns about an address outside them, and a display shows a message in the panel instead
 * of a frame the browser would refuse (docs/kiosk.md).
 */

/** 'unknown': the app config lists no origins (a static deployment that does not say), or the address is no URL. */
export type FrameVerdict = 'allowed' | 'refused' | 'unknown';

const defaultPort = (scheme: string) => (scheme === 'http' ? '80' : scheme === 'https' ? '443' : '');

/**
 * CSP source matching for the forms a frame-src list holds: `https://host[:port]` (a path is
 * ignored), `https://*.host`, `http://…` (which also admits https, CSP Level 3) and `'self'`.
 */
function sourceMatches(source: string, url: URL, selfOrigin: string | undefined): boolean {
  const trimmed = source.trim();
  if (trimmed === "'self'") return selfOrigin !== undefined && url.origin === selfOrigin;
  const parts = /^(https?):\/\/(\*\.)?([^/:]+)(?::(\d+|\*))?(?:\/.*)?$/i.exec(trimmed);
  if (!parts) return false;
  const [, rawScheme = '', wildcard, rawHost = '', port] = parts;
  const scheme = rawScheme.toLowerCase();
  const host = rawHost.toLowerCase();
  const urlScheme = url.protocol.replace(/:$/, '');
  if (urlScheme !== scheme && !(scheme === 'http' && urlScheme === 'https')) return false;
  if (wildcard ? !url.hostname.endsWith(`.${host}`) : url.hostname !== host) return false;
  const urlPort = url.port || defaultPort(urlScheme);
  if (port === '*') return true;
  if (port) return urlPort === port || (scheme === 'http' && port === '80' && urlPort === '443');
  return urlPort === defaultPort(urlScheme);
}

/** May `address` be framed, given the allowed origins (undefined: not known)? */
export function frameVerdict(
  address: string,
  allowedOrigins: readonly string[] | undefined,
  selfOrigin?: string,
): FrameVerdict {
  if (!allowedOrigins) return 'unknown';
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return 'unknown';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'unknown';
  return allowedOrigins.some((source) => sourceMatches(source, url, selfOrigin)) ? 'allowed' : 'refused';
}

/** The origin of an http(s) address, for messages ('http://localhost:8190'); the address itself otherwise. */
export function originOf(address: string): string {
  try {
    return new URL(address.trim()).origin;
  } catch {
    return address.trim();
  }
}

/** What the display form says under a report address displays may not frame; undefined when it may (or nobody knows). */
export function reportAddressWarning(
  address: string,
  allowedOrigins: readonly string[] | undefined,
  selfOrigin?: string,
): string | undefined {
  if (frameVerdict(address, allowedOrigins, selfOrigin) !== 'refused') return undefined;
  const allowed = allowedOrigins?.filter((source) => source !== "'none'") ?? [];
  return (
    `Displays cannot show pages from ${originOf(address)}: the portal's security policy (frame-src) ` +
    `does not allow it. ${allowed.length > 0 ? `Allowed: ${allowed.join(', ')}. Use one of those, or ask` : 'No address is allowed yet: ask'} ` +
    'whoever runs the portal to allow this address.'
  );
}

/**
 * Whether a Content-Security-Policy violation the page heard is the browser refusing to frame
 * `address` (`frame-src`; `child-src` in older browsers): the blocked URL is compared by origin,
 * since browsers may report only the origin of a cross-origin address.
 */
export function isFrameRefusalOf(
  violation: { effectiveDirective?: string; violatedDirective?: string; blockedURI?: string },
  address: string,
): boolean {
  const directive = (violation.effectiveDirective || violation.violatedDirective || '').split(/\s/)[0];
  if (directive !== 'frame-src' && directive !== 'child-src') return false;
  const blocked = violation.blockedURI ?? '';
  if (!blocked) return false;
  return blocked === address.trim() || originOf(blocked) === originOf(address);
}
