import type { HttpRequest, HttpResponse, HubConnection, ILogger } from '@microsoft/signalr';
import { hubRetryDelay } from './model/hub-retry';

export interface SignalRConnectionOptions {
  /** The hub's URL, e.g. `/hubs/appUsage`. */
  url: string;
  /** The app token, asked for before every (re)connection. */
  accessToken: () => Promise<string>;
  /** Names the hub in console messages, e.g. 'Usage hub'. */
  name: string;
  /**
   * The server refused the token (a 401, at negotiate): SignalR folds the status into its start
   * error's text, so it is watched at the HTTP client instead. Also told on the negotiates of
   * SignalR's own reconnect, which retries without the app hearing of each failure.
   */
  onUnauthorized?: () => void;
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
  const unauthorized = options.onUnauthorized ?? (() => {});
  const http = new signalR.DefaultHttpClient(logger);
  /** SignalR's own HTTP client, telling of a 401 (thrown as an HttpError, or answered). */
  class RefusalWatchingClient extends signalR.HttpClient {
    send(request: HttpRequest): Promise<HttpResponse> {
      return http.send(request).then(
        (response) => {
          if (response.statusCode === 401) unauthorized();
          return response;
        },
        (error: unknown) => {
          if (error instanceof signalR.HttpError && error.statusCode === 401) unauthorized();
          throw error;
        },
      );
    }
    override getCookieString(url: string): string {
      return http.getCookieString(url);
    }
  }
  return new signalR.HubConnectionBuilder()
    .withUrl(options.url, {
      accessTokenFactory: options.accessToken,
      httpClient: new RefusalWatchingClient(),
    })
    .withAutomaticReconnect({
      nextRetryDelayInMilliseconds: (context) => hubRetryDelay(context.previousRetryCount, random),
    })
    .configureLogging(logger)
    .build();
}
