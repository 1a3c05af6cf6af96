import type { Page } from '@playwright/test';

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
