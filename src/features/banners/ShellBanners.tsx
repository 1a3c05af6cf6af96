import { type ComponentType, useEffect, useState } from 'react';
import { NetworkBanner } from '../../core/network/NetworkBanner';
import { cookieConsentAtom } from '../../core/privacy/cookie-consent';
import { appStore, useAtomValue } from '../../core/state/jotai';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import { DbConnectionDownBanner } from './DbConnectionDownBanner';

/*
 * The cookie banner is answered once per device, then never shown again: its text and buttons stay
 * off the launcher's first chunks (docs/performance.md). Where the question is still open its
 * chunk is fetched as the app starts, beside the first page's chunks, so it is in by the first
 * render rather than pushing the page down after it (lazyOnIdle fetches only once mounted).
 */
let consentBanner: ComponentType | undefined;
let consentBannerLoading: Promise<ComponentType> | undefined;
const loadConsentBanner = () => {
  consentBannerLoading ??= import('./CookieConsentBanner').then(
    (m) => {
      consentBanner = m.CookieConsentBanner;
      return m.CookieConsentBanner;
    },
    (error: unknown) => {
      // Not for ever (offline without the service worker): the next mount fetches it again.
      consentBannerLoading = undefined;
      throw error;
    },
  );
  return consentBannerLoading;
};
if (!appStore.get(cookieConsentAtom).answered) loadConsentBanner().catch(() => {});

function CookieConsentBanner() {
  const [Banner, setBanner] = useState(() => consentBanner);
  useEffect(() => {
    if (Banner) return;
    let mounted = true;
    loadConsentBanner().then(
      (loaded) => mounted && setBanner(() => loaded),
      (error: unknown) => console.error('A part of the app could not be loaded.', error),
    );
    return () => {
      mounted = false;
    };
  }, [Banner]);
  return Banner ? <Banner /> : null;
}

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
  const consentAnswered = useAtomValue(cookieConsentAtom).answered;
  return (
    <>
      <NetworkBanner />
      <DbConnectionDownBanner />
      {consentAnswered ? null : <CookieConsentBanner />}
      <ImpersonationBanner />
      <HandoverReloadBanner />
    </>
  );
}
