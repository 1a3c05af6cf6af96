/**
 * S1 §2.2: only Chromium-based and WebKit-based browsers are supported. Firefox (Gecko), legacy
 * Edge (EdgeHTML) and Internet Explorer (Trident) are sent to /error/browser.
 */
export function isSupportedBrowser(userAgent: string): boolean {
  if (/Trident\/|MSIE /.test(userAgent)) return false;
  if (/Edge\/\d/.test(userAgent)) return false;
  if (/Gecko\/\d/.test(userAgent) && /Firefox\//.test(userAgent)) return false;
  return /AppleWebKit\//.test(userAgent);
}
