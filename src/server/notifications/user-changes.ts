/**
 * What of a user's own data changed: their notifications (one added for them, one dismissed on
 * one of their devices), their favorites, their preferences or their notification settings (saved
 * on one of their devices).
 */
export type UserChange = 'notifications' | 'favorites' | 'preferences' | 'notificationSettings';

/**
 * Tells the notifications hub that a user's data changed, so their open pages read it again at
 * once: an always-open tablet or a second device otherwise learnt of a notification only when the
 * bell was opened or the page shown again (walkthrough 29, O1), and kept the favorites and the
 * look of its last read while the user changed them elsewhere (walkthrough 36, O2, O3). The
 * routes that change them emit; the hub listens. In memory, per server.
 */
export interface UserChanges {
  /** `userId`'s `what` changed. */
  emit(userId: number, what: UserChange): void;
  /** Calls `listener` with the user id and what changed at every change; returns the unsubscribe. */
  onChange(listener: (userId: number, what: UserChange) => void): () => void;
}

export function createUserChanges(): UserChanges {
  const listeners = new Set<(userId: number, what: UserChange) => void>();
  return {
    emit: (userId, what) => {
      for (const listener of listeners) listener(userId, what);
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
