import { NetworkBanner } from '../../core/network/NetworkBanner';
import { CookieConsentBanner } from './CookieConsentBanner';
import { DbConnectionDownBanner } from './DbConnectionDownBanner';

/** The shell's status banners (S1 §2.8), most urgent first: network, database down, cookie consent. */
export function ShellBanners() {
  return (
    <>
      <NetworkBanner />
      <DbConnectionDownBanner />
      <CookieConsentBanner />
    </>
  );
}
