import { CookieConsentBanner } from './CookieConsentBanner';
import { DbConnectionDownBanner } from './DbConnectionDownBanner';

/** The shell's status banners (S1 §2.8): database down and cookie consent. */
export function ShellBanners() {
  return (
    <>
      <DbConnectionDownBanner />
      <CookieConsentBanner />
    </>
  );
}
