import type { TrustedTypePolicyFactory } from 'trusted-types/lib';
import { sanitizeHtml } from './sanitize-html';

/**
 * The page's default Trusted Types policy, for the strings libraries hand to the browser's
 * script-capable sinks when the CSP says `require-trusted-types-for 'script'` (the browser tests
 * turn it on; see docs/security.md). Our own HTML goes through SafeHtml, which already passes a
 * TrustedHTML; whatever else reaches an HTML sink (an editor pasting, a library building markup)
 * is sanitised by the same DOMPurify set-up. Scripts load only from this origin (the service
 * worker registration), and script text is never created from a string.
 */
export function installDefaultTrustedTypesPolicy(): void {
  const factory = (window as Window & { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createHTML: (input: string) => sanitizeHtml(input),
    createScriptURL: (input: string) => {
      const url = new URL(input, window.location.href);
      if (url.origin !== window.location.origin)
        throw new TypeError(`Script from another site refused: ${url.origin}`);
      return url.href;
    },
    createScript: () => {
      throw new TypeError('Script text from a string is refused.');
    },
  });
}
