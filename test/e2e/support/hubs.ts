import type { Page, WebSocketRoute } from '@playwright/test';

/** The SignalR handshake answer that accepts a connection: an empty JSON object and the record separator. */
const HANDSHAKE_OK = '{}\u001e';

/**
 * Resolves once `page` holds a SignalR connection to the hub at `hubPath` (e.g.
 * `NOTIFICATIONS_HUB_PATH`) that the server has accepted: the server counts a connection among
 * its clients in the step that answers the handshake, so a push sent after this reaches the page. Call it
 * before the page opens the app; a reconnection counts as well.
 */
export function hubAccepted(page: Page, hubPath: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.endsWith(hubPath)) return;
      socket.on('framereceived', ({ payload }) => {
        if (payload.toString().startsWith(HANDSHAKE_OK)) resolve();
      });
    });
  });
}

/**
 * Closes every connection `page` opens to the hub at `hubPath` as the server would refuse it: a
 * device that hears none of that hub's pushes (asleep, or behind a network that drops WebSockets).
 * Call it before the page opens the app.
 */
export async function hubDown(page: Page, hubPath: string): Promise<void> {
  await page.routeWebSocket(
    (url) => url.pathname.endsWith(hubPath),
    (socket) => socket.close({ code: 1011, reason: 'e2e: hub down' }),
  );
}

/** A page's connection to one hub that a test can drop and let back, as a flaky network would. */
export interface DroppableHub {
  /**
   * Closes the connection the page holds and refuses its attempts to come back; resolves once
   * one attempt was refused, so that what the server pushes meanwhile cannot reach the page.
   */
  drop(): Promise<void>;
  /** Lets the next attempt through; resolves once the server accepted it (its handshake). */
  restore(): Promise<void>;
  /** Resolves once the server accepted a connection of the page (the first one, or the next). */
  accepted(): Promise<void>;
}

/**
 * Passes the page's connections to the hub at `hubPath` through to the server until `drop()`.
 * Call it before the page opens the app.
 */
export async function droppableHub(page: Page, hubPath: string): Promise<DroppableHub> {
  let down = false;
  let current: WebSocketRoute | undefined;
  let onRefused: (() => void) | undefined;
  const waitingForAccept: (() => void)[] = [];
  await page.routeWebSocket(
    (url) => url.pathname.endsWith(hubPath),
    (socket) => {
      if (down) {
        socket.close({ code: 1011, reason: 'e2e: hub dropped' });
        onRefused?.();
        return;
      }
      current = socket;
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        socket.send(message);
        if (message.toString().startsWith(HANDSHAKE_OK))
          for (const accept of waitingForAccept.splice(0)) accept();
      });
    },
  );
  const accepted = () => new Promise<void>((resolve) => waitingForAccept.push(resolve));
  return {
    accepted,
    drop() {
      down = true;
      const refused = new Promise<void>((resolve) => {
        onRefused = resolve;
      });
      void current?.close({ code: 1011, reason: 'e2e: hub dropped' });
      return refused;
    },
    restore() {
      const back = accepted();
      down = false;
      return back;
    },
  };
}
