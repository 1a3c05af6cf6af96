import { HUB_HEALTH_CHECK_MS, hubRetryDelay } from './model/hub-retry';

/**
 * What the usage hub uses of a SignalR `HubConnection` (tests pass a fake). `state` is SignalR's
 * `HubConnectionState` value ('Disconnected', 'Connecting', 'Connected', 'Disconnecting',
 * 'Reconnecting'), read as a string so this module never loads SignalR itself.
 */
export interface HubConnectionLike {
  readonly state: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke(method: string, ...args: unknown[]): Promise<unknown>;
  onclose(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  /** SignalR's automatic reconnect began: the connection was lost. */
  onreconnecting(callback: (error?: Error) => void): void;
  /** Registers a handler for a message the server pushes. */
  on(method: string, handler: (...args: unknown[]) => void): void;
}

/** The timers the hub schedules with; tests drive them with a fake clock. */
export interface HubTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The global timers, looked up on each call (so fake timers installed later still apply). */
export const globalTimers: HubTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface ManagedHubDeps {
  /** Builds a new connection (loading SignalR lazily); it is started by the hub. */
  connect: () => Promise<HubConnectionLike>;
  timers?: HubTimers;
  random?: () => number;
  /** Start failures and dropped connections go to the console only (S1 §8); `detail` is the error, if any. */
  warn?: (message: string, ...detail: unknown[]) => void;
  /** Names the hub in console messages. Default 'Usage hub'. */
  name?: string;
  /** Handlers of the messages the server pushes, registered on every connection built. */
  handlers?: Readonly<Record<string, (...args: unknown[]) => void>>;
  /**
   * Told when a connection reaches the server (true: started or reconnected) or loses it (false:
   * a failed start, a reconnect begun, a close): the network banner checks the server then, rather
   * than at its next minute's check (walkthrough 28, D2).
   */
  onServerReach?: (reached: boolean) => void;
  /**
   * The server closed the connection for good (its close message allowed no reconnect: the sign-in
   * ended, or the connection broke the protocol), told before the new start is scheduled: that
   * start must not simply reuse the token (session-hub renews it first; walkthrough 34, D1).
   */
  onClosedByServer?: (error?: Error) => void;
}

/** Thrown by `invoke` while the hub is not connected: the outbox keeps the record and retries. */
export class HubNotConnectedError extends Error {
  override readonly name = 'HubNotConnectedError';
}

export interface ManagedHub {
  /** Connects for this user and stays connected (reconnecting for ever) until `stop`. */
  start(userId: number): void;
  /** Disconnects and stops every retry; resolves once the connection is closed. */
  stop(): Promise<void>;
  /** The user the hub is connected, or connecting, for. */
  readonly userId: number | undefined;
  isConnected(): boolean;
  /** Invokes a hub method; rejects with HubNotConnectedError at once while not connected. */
  invoke(method: string, ...args: unknown[]): Promise<unknown>;
  /** Called after every (re)connection: the time to flush what waited. Returns the unsubscribe. */
  onConnected(listener: () => void): () => void;
  /**
   * The network is back (the banner turned connected): connect now rather than at the next
   * scheduled retry, so queued records flush with everything else (S1 §4).
   */
  reconnectNow(): void;
}

/**
 * A hub connection that stays up (S1 §4, first written for the app-usage hub, also used by the
 * notifications hub): it connects, reconnects automatically (SignalR's reconnect
 * with the never-ending `hubRetryDelay` policy, given by `connect`), retries a failed start itself
 * (SignalR does not), and every 90 s restarts it if it is disconnected all the same.
 */
export function createManagedHub(deps: ManagedHubDeps): ManagedHub {
  const timers = deps.timers ?? globalTimers;
  const random = deps.random ?? Math.random;
  const warn = deps.warn ?? ((message: string, ...detail: unknown[]) => console.warn(message, ...detail));
  const listeners = new Set<() => void>();
  const name = deps.name ?? 'Usage hub';

  let userId: number | undefined;
  let connection: HubConnectionLike | undefined;
  /** Bumped by every stop: callbacks of an older connection or start attempt are ignored. */
  let generation = 0;
  let starting = false;
  let failedStarts = 0;
  let retryTimer: unknown;
  let healthTimer: unknown;

  const serverReach = deps.onServerReach ?? (() => {});
  const notifyConnected = () => {
    serverReach(true);
    for (const listener of listeners) listener();
  };

  const cancelRetry = () => {
    if (retryTimer !== undefined) timers.clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  const scheduleRetry = () => {
    cancelRetry();
    const delay = hubRetryDelay(failedStarts, random);
    failedStarts += 1;
    retryTimer = timers.setTimeout(() => {
      retryTimer = undefined;
      void attemptStart();
    }, delay);
  };

  const isDisconnected = () => connection === undefined || connection.state === 'Disconnected';

  function adopt(next: HubConnectionLike, mine: number): void {
    for (const [method, handler] of Object.entries(deps.handlers ?? {})) next.on(method, handler);
    next.onreconnected(() => {
      if (mine === generation) notifyConnected();
    });
    next.onreconnecting(() => {
      if (mine === generation) serverReach(false);
    });
    // Automatic reconnect never gives up, so a close here (other than our own stop, which bumped
    // the generation) is the server closing for good (a close message without `allowReconnect`),
    // which SignalR hands over with no sign of it but its error text, if any: start over as after
    // a failed start, once the closing was told.
    next.onclose((error) => {
      if (mine !== generation || userId === undefined || starting) return;
      // A close without an error printed 'undefined' after the message (walkthrough 34, D1).
      warn(`${name}: the connection closed; trying again.`, ...(error === undefined ? [] : [error]));
      serverReach(false);
      deps.onClosedByServer?.(error);
      scheduleRetry();
    });
  }

  async function attemptStart(): Promise<void> {
    if (userId === undefined || starting || !isDisconnected()) return;
    const mine = generation;
    starting = true;
    cancelRetry();
    try {
      if (!connection) {
        const built = await deps.connect();
        if (mine !== generation) return;
        connection = built;
        adopt(built, mine);
      }
      await connection.start();
      if (mine !== generation) return;
      failedStarts = 0;
      starting = false;
      notifyConnected();
    } catch (error) {
      if (mine !== generation) return;
      starting = false;
      warn(`${name}: could not connect; trying again.`, error);
      serverReach(false);
      scheduleRetry();
    }
  }

  /** S1 §9: the safety net behind the retries, whatever state they left behind. */
  const healthCheck = () => {
    if (userId !== undefined && !starting && isDisconnected()) void attemptStart();
  };

  /** Drops the current connection and every pending retry; returns its closing. */
  function teardown(): Promise<void> {
    generation += 1;
    starting = false;
    failedStarts = 0;
    cancelRetry();
    const closing = connection;
    connection = undefined;
    return closing ? closing.stop().catch(() => undefined) : Promise.resolve();
  }

  return {
    start(nextUserId) {
      if (userId !== undefined && userId !== nextUserId) void teardown();
      userId = nextUserId;
      if (healthTimer === undefined) healthTimer = timers.setInterval(healthCheck, HUB_HEALTH_CHECK_MS);
      void attemptStart();
    },
    async stop() {
      userId = undefined;
      if (healthTimer !== undefined) timers.clearInterval(healthTimer);
      healthTimer = undefined;
      await teardown();
    },
    get userId() {
      return userId;
    },
    isConnected: () => connection?.state === 'Connected',
    invoke(method, ...args) {
      if (connection?.state !== 'Connected') {
        return Promise.reject(new HubNotConnectedError(`${name}: not connected.`));
      }
      return connection.invoke(method, ...args);
    },
    onConnected(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reconnectNow() {
      if (userId === undefined || starting) return;
      const state = connection?.state;
      if (state === 'Connected' || state === 'Connecting') return;
      // SignalR's own reconnect waits out its delay and cannot be hurried: start a fresh connection.
      if (state === 'Reconnecting') {
        void teardown().then(() => attemptStart());
        return;
      }
      failedStarts = 0;
      void attemptStart();
    },
  };
}
