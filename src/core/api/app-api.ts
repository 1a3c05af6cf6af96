import { sessionEndpoints } from '../../contracts/session-api';
import { getSession, loggingOutAtom, setSession } from '../auth/session-state';
import { signOut } from '../auth/sign-out';
import { appConfig } from '../config/app-config';
import { errorAddress, navigateTo } from '../navigation';
import { currentContextAccount } from '../session/account-state';
import { selectedSupervisorIdAtom } from '../session/supervisor-selection';
import { appStore } from '../state/jotai';
import { toastError } from '../ui/toasts';
import { unattendedScreenAtom } from '../ui/unattended';
import { type ApiClient, createApiClient } from './client';
import { createSubscriptionKeySource } from './subscription-key';

let client: ApiClient | undefined;

/** The request layer every call of the app goes through (S1 §7–8). */
export function appApi(): ApiClient {
  if (client) return client;
  const config = appConfig();
  client = createApiClient({
    baseUrl: config.apiBaseUrl,
    fetch: (input, init) => fetch(input, init),
    getSubscriptionKey: createSubscriptionKeySource({
      configured: config.subscriptionKey,
      fetchKey: config.apiKeyUrl
        ? async () => (await appApi().call(sessionEndpoints.subscriptionKey)).key
        : undefined,
    }),
    apiKeyUrl: config.apiKeyUrl,
    getIdpToken: async () => {
      if (config.auth.mode !== 'msal') return undefined;
      const { acquireIdpToken } = await import('../auth/msal');
      return acquireIdpToken(config.auth);
    },
    getSession,
    setSession,
    getAccount: currentContextAccount,
    getSelectedSupervisorId: () => appStore.get(selectedSupervisorIdAtom),
    isLoggingOut: () => appStore.get(loggingOutAtom),
    onSessionExpired: (message) => void signOut(message),
    onForbidden: () => toastError('Error occurred', "You don't have access to this app!"),
    // Its code loaded only when it happens (off the launcher's first chunks); not loaded (offline
    // before the worker held it), the call fails as refused and the next one tries again.
    onAccountNotHeld: (acctId, method) =>
      import('../session/account-lost').then(
        (lost) => lost.moveOffAccount(acctId, method),
        () => false,
      ),
    // Already there (its status check met a 503 again): a re-navigation would remount the page.
    // A wall display keeps its last content instead (it retries by itself).
    onMaintenance: () => {
      if (appStore.get(unattendedScreenAtom)) return;
      if (window.location.pathname !== '/error/503') navigateTo(errorAddress('503', window.location.search));
    },
  });
  return client;
}

/** Tests swap configurations between runs. */
export function resetAppApi(): void {
  client = undefined;
}
