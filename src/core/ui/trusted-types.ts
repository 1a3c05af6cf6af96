import type { TrustedTypePolicyFactory } from 'trusted-types/lib';
import { retryWhenConnected } from '../network/when-connected';
import { whenIdle } from '../when-idle';

type Sanitise = (html: string) => string;
let sanitise: Sanitise | undefined;

/**
 * DOMPurify (`sanitize-html.ts`, the app's one sanitiser) is not in the launcher's first chunks
 * (docs/performance.md): the policy fetches it once the first screen is up. SafeHtml imports it
 * itself, so our own HTML never waits for this.
 */
export function loadSanitiser(): Promise<void> {
  return import('./sanitize-html').then((module) => {
    sanitise = module.sanitizeHtml;
  });
}

/**
 * What the default policy lets a library write into an HTML sink. A string without `<` can only
 * become text (the HTML parser starts an element, comment or markup only at `<`; entities decode
 * to characters of text): it passes as it is, which keeps the CSS Mantine writes into its style
 * tags intact. Anything else goes through the sanitiser, and is refused while it is not loaded
 * yet: never unsanitised markup.
 */
export function htmlForSink(input: string, sanitiser: Sanitise | undefined): string {
  if (!input.includes('<')) return input;
  if (!sanitiser) throw new TypeError('HTML refused: the sanitiser is not loaded yet.');
  return sanitiser(input);
}

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
    createHTML: (input: string) => htmlForSink(input, sanitise),
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
  // Fetched again once the connection is back, if the page went offline before it came.
  whenIdle(() => retryWhenConnected(loadSanitiser));
}
