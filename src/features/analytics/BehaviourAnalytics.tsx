import { useEffect } from 'react';
import { onSignOut } from '../../core/auth/sign-out';
import { appConfig } from '../../core/config/app-config';
import { retryWhenConnected } from '../../core/network/when-connected';
import { cookieConsentAtom } from '../../core/privacy/cookie-consent';
import { menuAtom } from '../../core/session/user-context';
import { useAtomValue } from '../../core/state/jotai';
import {
  analyticsWanted,
  CLARITY_COOKIES,
  clarityCookieRemovals,
  clarityStartConfig,
} from './model/analytics-rules';

type Clarity = typeof import('clarity-js')['clarity'];

let running: Clarity | undefined;

/** Says on <html> whether analytics records now: for a developer's devtools and the browser tests. */
const showState = (state: 'recording' | 'off') => {
  document.documentElement.dataset.behaviourAnalytics = state;
};
let loading: Promise<Clarity> | undefined;

/**
 * clarity-js, fetched on first use (a chunk of its own, off the launcher's critical path). A
 * failed fetch is forgotten, so the next try fetches again (it stayed failed for the page).
 */
const loadClarity = () => {
  loading ??= import('clarity-js').then(
    (module) => module.clarity,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/**
 * Sign-out forgets the Clarity user (walkthrough 29, D2): the next person on a shared device gets
 * a new Clarity id, not the last one's `_clck`. Clarity is stopped first, so it writes no cookie
 * back; the next sign-in starts it afresh. Registered when this module loads, on idle after the
 * first screen, as every page mounts `BehaviourAnalytics`.
 */
const forgetClarityUser = () => {
  if (running) {
    running.stop();
    running = undefined;
    showState('off');
  }
  for (const removal of clarityCookieRemovals(window.location.hostname)) {
    // biome-ignore lint/suspicious/noDocumentCookie: Clarity writes them this way; the Cookie Store API is not in every supported browser
    document.cookie = removal;
  }
};
onSignOut(forgetClarityUser);

const hasClarityCookie = () =>
  document.cookie.split('; ').some((cookie) => CLARITY_COOKIES.some((name) => cookie.startsWith(`${name}=`)));

/**
 * Behaviour analytics (S1 §4, §7): Microsoft Clarity, on while `analyticsWanted` says so, stopped
 * on /development and /display. Renders nothing; docs/telemetry.md.
 */
export function BehaviourAnalytics({ path }: { path: string }) {
  const telemetry = appConfig().telemetry;
  const consent = useAtomValue(cookieConsentAtom).analytics;
  const wanted = analyticsWanted({
    projectId: telemetry?.clarityProjectId,
    // The menu is set once the account data (accounts first, then menu and roles) has loaded.
    accountDataLoaded: useAtomValue(menuAtom) !== undefined,
    cookieConsent: consent,
    path,
  });

  // Consent withdrawn (Settings' 'Usage analytics' switch turned off): Clarity stops and its
  // cookies go with it, as at sign-out. Not on a route where it is merely paused (/display).
  useEffect(() => {
    if (!consent && (running || hasClarityCookie())) forgetClarityUser();
  }, [consent]);

  useEffect(() => {
    const projectId = telemetry?.clarityProjectId;
    if (wanted && projectId && !running) {
      let cancelled = false;
      // Its chunk failing to load (offline before the service worker held it, a release replacing
      // it) is tried again once the connection is back, or a while later.
      retryWhenConnected(() =>
        cancelled
          ? Promise.resolve()
          : loadClarity().then(
              (clarity) => {
                if (cancelled || running) return;
                clarity.start(clarityStartConfig(projectId, telemetry?.clarityUploadUrl));
                running = clarity;
                showState('recording');
              },
              (error: unknown) => {
                console.warn('Behaviour analytics could not be loaded', error);
                throw error;
              },
            ),
      );
      return () => {
        cancelled = true;
      };
    }
    if (!wanted && running) {
      running.stop();
      running = undefined;
    }
    if (!wanted) showState('off');
    return undefined;
  }, [wanted, telemetry?.clarityProjectId, telemetry?.clarityUploadUrl]);

  return null;
}
