import { NetworkBanner } from '../../core/network/NetworkBanner';
import { CookieConsentBanner } from './CookieConsentBanner';
import { DbConnectionDownBanner } from './DbConnectionDownBanner';
import { HandoverReloadBanner } from './HandoverReloadBanner';
import { ImpersonationBanner } from './ImpersonationBanner';

/**
 * The shell's status banners (S1 §2.8), most urgent first: network, database down, cookie consent;
 * then whom an admin impersonates, for as long as it lasts, and why the page loaded again by itself.
 */
export function ShellBanners() {
  return (
    <>
      <NetworkBanner />
      <DbConnectionDownBanner />
      <CookieConsentBanner />
      <ImpersonationBanner />
      <HandoverReloadBanner />
    </>
  );
}
