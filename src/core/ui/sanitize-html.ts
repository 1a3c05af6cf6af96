import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { TrustedHTML } from 'trusted-types/lib';

/**
 * HTML from the server (announcements, release notes, help) made safe to show: no scripts, no
 * event-handler attributes, no `javascript:` URLs, no SVG or MathML (DOMPurify with the HTML
 * profile). Links get `rel="noopener noreferrer"`; links to another site open in a new tab.
 * Pictures without alt text get an empty one.
 */
let purifier: DOMPurify | undefined;

function isOtherSite(href: string, base: string): boolean {
  try {
    const url = new URL(href, base);
    return url.origin !== new URL(base).origin && (url.protocol === 'http:' || url.protocol === 'https:');
  } catch {
    return false;
  }
}

// Our own instance, so the link hook never changes what other users of DOMPurify get.
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // A picture without alt text is announced by its file name, or as 'image', and fails axe's
    // image-alt (critical; walkthrough 19). The editors cannot insert pictures, so one in stored
    // HTML came from elsewhere with no description to give: it counts as decorative, alt="".
    // An author's own alt text stays.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName !== 'A') return;
    node.removeAttribute('target');
    const href = node.getAttribute('href');
    if (href && isOtherSite(href, window.location.href)) node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

const profile = { USE_PROFILES: { html: true } };

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, profile);
}

/**
 * The same, ready for an HTML sink: a TrustedHTML where the browser has Trusted Types (so the
 * sink passes a `require-trusted-types-for 'script'` CSP), the plain string elsewhere.
 */
export function sanitizeHtmlForSink(html: string): TrustedHTML | string {
  return getPurifier().sanitize(html, { ...profile, RETURN_TRUSTED_TYPE: true });
}
