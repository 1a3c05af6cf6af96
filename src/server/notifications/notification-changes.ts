/**
 * Tells the notifications hub that a user's notifications changed (one added for them, one
 * dismissed on one of their devices), so their open pages read the bell again at once: an
 * always-open tablet or a second device otherwise learnt of them only when the bell was opened or
 * the page shown again (walkthrough 29, O1). The routes that change notifications emit; the hub
 * listens. In memory, per server.
 */
export interface NotificationChanges {
  /** `userId`'s notifications changed. */
  emit(userId: number): void;
  /** Calls `listener` with the user id at every change; returns the unsubscribe. */
  onChange(listener: (userId: number) => void): () => void;
}

export function createNotificationChanges(): NotificationChanges {
  const listeners = new Set<(userId: number) => void>();
  return {
    emit: (userId) => {
      for (const listener of listeners) listener(userId);
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
