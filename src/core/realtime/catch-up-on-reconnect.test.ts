import { describe, expect, it } from 'vitest';
import { catchUpOnReconnect } from './catch-up-on-reconnect';

/** A hub whose connections the test makes, each for the user it names. */
function fakeHub() {
  const listeners = new Set<() => void>();
  const hub = {
    userId: undefined as number | undefined,
    onConnected(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect(userId: number) {
      hub.userId = userId;
      for (const listener of listeners) listener();
    },
  };
  return hub;
}

describe('catchUpOnReconnect', () => {
  it('catches up at every reconnection of the same user, not at their first connection', () => {
    const hub = fakeHub();
    let catchUps = 0;
    catchUpOnReconnect(hub, () => {
      catchUps += 1;
    });
    hub.connect(7);
    expect(catchUps).toBe(0);
    hub.connect(7);
    hub.connect(7);
    expect(catchUps).toBe(2);
  });

  it("does not catch up at another user's first connection", () => {
    const hub = fakeHub();
    let catchUps = 0;
    catchUpOnReconnect(hub, () => {
      catchUps += 1;
    });
    hub.connect(7);
    hub.connect(8);
    expect(catchUps).toBe(0);
    hub.connect(8);
    expect(catchUps).toBe(1);
  });

  it('stops once unsubscribed', () => {
    const hub = fakeHub();
    let catchUps = 0;
    const stop = catchUpOnReconnect(hub, () => {
      catchUps += 1;
    });
    hub.connect(7);
    stop();
    hub.connect(7);
    expect(catchUps).toBe(0);
  });
});
