import type { HubConnection, ILogger } from '@microsoft/signalr';
import { hubRetryDelay } from './model/hub-retry';

export interface SignalRConnectionOptions {
  /** The hub's URL, e.g. `/hubs/appUsage`. */
  url: string;
  /** The app token, asked for before every (re)connection. */
  accessToken: () => Promise<string>;
  /** Names the hub in console messages, e.g. 'Usage hub'. */
  name: string;
  random?: () => number;
}

/**
 * A SignalR connection with automatic reconnect that never gives up (`hubRetryDelay`). SignalR is
 * imported here, on first use, so it stays out of the entry chunk, and so is the error reporter. Its own log messages go to the
 * console from Warning up (S1 §8: hub failures are console-only), and those above level 1
 * (Information and up) are reported as exceptions (S1 §8; docs/telemetry.md).
 */
export async function buildSignalRConnection(options: SignalRConnectionOptions): Promise<HubConnection> {
  const [signalR, { errorReporter, reportsHubLog }] = await Promise.all([
    import('@microsoft/signalr'),
    import('../telemetry/error-reporting'),
  ]);
  const random = options.random ?? Math.random;
  const logger: ILogger = {
    log(level, message) {
      if (level === signalR.LogLevel.None) return;
      if (level >= signalR.LogLevel.Warning) console.warn(`${options.name}: ${message}`);
      if (reportsHubLog(level))
        errorReporter().report({ kind: 'hub-log', level, source: options.name, message });
    },
  };
  return new signalR.HubConnectionBuilder()
    .withUrl(options.url, { accessTokenFactory: options.accessToken })
    .withAutomaticReconnect({
      nextRetryDelayInMilliseconds: (context) => hubRetryDelay(context.previousRetryCount, random),
    })
    .configureLogging(logger)
    .build();
}
