import { registerSender } from '../outbox/senders';

/**
 * The reporter and its delivery load with the first report, or the first held report to send:
 * the first screen carries only the listeners below (docs/performance.md). Precached by the
 * service worker like every chunk, so a report made offline still finds it.
 */
const reporting = () => import('./error-reporting');

/** A reporter that cannot load reports nothing: its failure must not raise another report. */
function withReporting(use: (module: Awaited<ReturnType<typeof reporting>>) => void): void {
  reporting().then(use, () => {});
}

let installed = false;

/**
 * Reports uncaught errors and unhandled rejections (S1 §8) and sends the reports held offline;
 * called once at start-up.
 */
export function installErrorReporting(): void {
  if (installed) return;
  installed = true;
  registerSender('errorReport', (record) => reporting().then(({ sendHeldReport }) => sendHeldReport(record)));
  window.addEventListener('error', (event) => {
    const thrown = event.error ?? event.message;
    withReporting(({ errorReporter }) => errorReporter().reportThrown('uncaught-error', thrown));
  });
  window.addEventListener('unhandledrejection', (event) => {
    withReporting(({ errorReporter }) => errorReporter().reportThrown('unhandled-rejection', event.reason));
  });
}
