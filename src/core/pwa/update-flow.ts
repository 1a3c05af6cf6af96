import { messageSW } from 'workbox-window';
import { leaveForPage } from '../outbox/outbox';
import { whenQueued } from '../outbox/records-on-their-way';

// The update flow's browser side, loaded in one go by registerServiceWorker at the first idle
// moment (register-service-worker.ts), off the launcher's first chunks: workbox-window, the
// update controller, and what the controller asks of the service worker registration.

export { Workbox } from 'workbox-window';
export { createUpdateController } from './update-controller';

/**
 * Asks the new version's worker for the version it was built as (`RELEASE_VERSION`; undefined: not
 * named). Once another tab switched to it, the new version is the active worker, under this
 * page's old code.
 */
export async function newVersionRelease(): Promise<string | undefined> {
  const registration = await navigator.serviceWorker.getRegistration();
  const newest = registration?.waiting ?? registration?.active;
  if (!newest) return undefined;
  const answer = (await messageSW(newest, { type: 'GET_RELEASE' })) as { version?: unknown };
  return typeof answer?.version === 'string' ? answer.version : undefined;
}

/**
 * After an update check: waits while the worker it found installs (its state leaves
 * `installing`: installed, or redundant when the install failed), then says whether a new
 * version waits for this page's go.
 */
export async function newVersionWaiting(): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration();
  const installing = registration?.installing;
  if (installing)
    await new Promise<void>((resolve) => {
      const settled = () => {
        if (installing.state === 'installing') return;
        installing.removeEventListener('statechange', settled);
        resolve();
      };
      installing.addEventListener('statechange', settled);
      settled();
    });
  return Boolean(registration?.waiting);
}

/**
 * Reloads the page, or loads the app afresh at `href`: after the outbox has stored what it was
 * given (a change on its way would make the browser ask).
 */
export function reload(href?: string): void {
  void (href ? leaveForPage(href) : whenQueued().then(() => window.location.reload()));
}
