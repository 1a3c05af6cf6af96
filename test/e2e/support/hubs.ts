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
