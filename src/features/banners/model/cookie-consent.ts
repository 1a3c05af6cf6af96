export const COOKIE_CONSENT_TEXT =
  'This portal uses cookies and your browser’s storage to keep you signed in, remember your settings and work offline.';
