import type { Clock } from '../clock';
import type { SignInLimits } from '../config';

/** Why sign-in is refused for now, and for how long. */
export interface SignInBlock {
  retryAfterSeconds: number;
  message: string;
}

/**
 * Counts failed password sign-ins per username and per client address in a fixed window that
 * starts at the first failure; at the limit, sign-in is refused (even with the right password)
 * until the window ends. Successful sign-ins never count and clear the username's failures.
 *
 * The counters live in memory: they guard one server process, reset on restart, and the test
 * controls' reset clears them (`reset`). A farm of servers would keep them in a shared store.
 */
export interface SignInThrottle {
  /** Undefined when `username` from `address` may try now. */
  check(username: string, address: string): SignInBlock | undefined;
  recordFailure(username: string, address: string): void;
  recordSuccess(username: string): void;
  reset(): void;
}

interface Window {
  failures: number;
  startedAt: number;
}

/** Above this many tracked keys, finished windows are dropped so memory stays bounded. */
const PRUNE_ABOVE = 10_000;

function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function createSignInThrottle(clock: Clock, limits: SignInLimits): SignInThrottle {
  const windowMs = limits.windowSeconds * 1000;
  const byUser = new Map<string, Window>();
  const byAddress = new Map<string, Window>();
  const userKey = (username: string) => username.trim().toLowerCase();

  const current = (windows: Map<string, Window>, key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && clock.now() - window.startedAt >= windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const secondsLeft = (window: Window) =>
    Math.max(1, Math.ceil((window.startedAt + windowMs - clock.now()) / 1000));

  const prune = (windows: Map<string, Window>) => {
    if (windows.size <= PRUNE_ABOVE) return;
    for (const key of [...windows.keys()]) current(windows, key);
  };

  const count = (windows: Map<string, Window>, key: string) => {
    const window = current(windows, key);
    if (window) window.failures += 1;
    else windows.set(key, { failures: 1, startedAt: clock.now() });
    prune(windows);
  };

  return {
    check(username, address) {
      const user = current(byUser, userKey(username));
      const from = current(byAddress, address);
      const userBlocked = user && user.failures >= limits.maxFailuresPerUser;
      const addressBlocked = from && from.failures >= limits.maxFailuresPerAddress;
      const seconds = Math.max(userBlocked ? secondsLeft(user) : 0, addressBlocked ? secondsLeft(from) : 0);
      if (seconds === 0) return undefined;
      const who = userBlocked ? 'for this username' : 'from this network address';
      return {
        retryAfterSeconds: seconds,
        message: `Too many failed sign-ins ${who}. Try again in ${minutesText(seconds)}.`,
      };
    },
    recordFailure(username, address) {
      count(byUser, userKey(username));
      count(byAddress, address);
    },
    recordSuccess(username) {
      byUser.delete(userKey(username));
    },
    reset() {
      byUser.clear();
      byAddress.clear();
    },
  };
}
