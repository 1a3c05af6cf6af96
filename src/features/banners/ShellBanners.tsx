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
  // The cookie banner is in the first chunks, not fetched later: shown on a first visit, it must be
  // there with the first render, not push the page down under the user's pointer after it.
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
