/**
 * The banner's text names everything 'Accept' turns on: the storage the portal needs, and the usage
 * analytics (Microsoft Clarity) that only 'Accept' enables (walkthrough 29, D2).
 */
export const COOKIE_CONSENT_TEXT =
  'This portal uses cookies and your browser’s storage to keep you signed in, remember your settings and work offline. Accept also turns on usage analytics (Microsoft Clarity), which records how pages are used, with typed text masked.';
