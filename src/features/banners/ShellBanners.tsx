import { NetworkBanner } from '../../core/network/NetworkBanner';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import { CookieConsentBanner } from './CookieConsentBanner';
import { DbConnectionDownBanner } from './DbConnectionDownBanner';

// Shown rarely (an admin impersonating; a page reloaded for another tab): off the first screen.
const ImpersonationBanner = lazyOnIdle(() =>
  import('./ImpersonationBanner').then((m) => m.ImpersonationBanner),
);
const HandoverReloadBanner = lazyOnIdle(() =>
  import('./HandoverReloadBanner').then((m) => m.HandoverReloadBanner),
);

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
