import type { ManagedHub } from './managed-hub';

/**
 * Calls `catchUp` at every connection of the hub after the first one for its user: while the
 * connection was lost (the network, the server restarted, a device asleep) the server's pushes
 * went nowhere, so what they would have said is read instead. The first connection for a user
 * finds the page's own reads just made. Returns the unsubscribe.
 */
export function catchUpOnReconnect(
  hub: Pick<ManagedHub, 'onConnected' | 'userId'>,
  catchUp: () => void,
): () => void {
  let connectedFor: number | undefined;
  return hub.onConnected(() => {
    if (hub.userId !== undefined && hub.userId === connectedFor) catchUp();
    connectedFor = hub.userId;
  });
}
