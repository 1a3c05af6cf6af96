import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  createManagedHub,
  type HubConnectionLike,
  HubNotConnectedError,
  type ManagedHub,
} from './managed-hub';
import { HUB_HEALTH_CHECK_MS } from './model/hub-retry';

/** A scripted stand-in for SignalR's HubConnection. */
class FakeConnection implements HubConnectionLike {
  state = 'Disconnected';
  starts = 0;
  stops = 0;
  /** Errors the next starts fail with, in order; then starts succeed. */
  failures: Error[] = [];
  private readonly closed: Array<(error?: Error) => void> = [];
  private readonly reconnected: Array<() => void> = [];
  private readonly reconnecting: Array<(error?: Error) => void> = [];
  readonly invoke = vi.fn(async (method: string, ...args: unknown[]) => ({ method, args }));

  async start() {
    this.starts += 1;
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.state = 'Connected';
  }
  async stop() {
    this.stops += 1;
    this.state = 'Disconnected';
    for (const callback of this.closed) callback();
  }
  onclose(callback: (error?: Error) => void) {
    this.closed.push(callback);
  }
  onreconnected(callback: () => void) {
    this.reconnected.push(callback);
  }
  onreconnecting(callback: (error?: Error) => void) {
    this.reconnecting.push(callback);
  }
  readonly handlers = new Map<string, (...args: unknown[]) => void>();
  on(method: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(method, handler);
  }
  /** The server closed the connection for good (no automatic reconnect), with an error or none. */
  closeByServer({ withError = true } = {}) {
    this.state = 'Disconnected';
    for (const callback of this.closed) callback(withError ? new Error('Server closed') : undefined);
  }
  /** The connection dropped: SignalR's automatic reconnect begins. */
  lose() {
    this.state = 'Reconnecting';
    for (const callback of this.reconnecting) callback(new Error('WebSocket closed'));
  }
  reconnect() {
    this.state = 'Connected';
    for (const callback of this.reconnected) callback();
  }
}

let connections: FakeConnection[];
let warn: Mock<(message: string, ...detail: unknown[]) => void>;
/** The errors of the server's closes the hub told of (`onClosedByServer`). */
let closes: Array<Error | undefined>;
let hub: ManagedHub;
let connected: number;
/** What the hub told of reaching the server, in order (`onServerReach`). */
let reaches: boolean[];

function makeHub(prepare: (connection: FakeConnection) => void = () => {}) {
  hub = createManagedHub({
    onServerReach: (reached) => reaches.push(reached),
    connect: async () => {
      const connection = new FakeConnection();
      prepare(connection);
      connections.push(connection);
      return connection;
    },
    random: () => 0.5,
    warn,
    onClosedByServer: (error) => closes.push(error),
  });
  hub.onConnected(() => {
    connected += 1;
  });
  return hub;
}
const latest = () => connections.at(-1) as FakeConnection;
const failing = (times: number) => (connection: FakeConnection) => {
  connection.failures = Array.from({ length: times }, (_, i) => new Error(`refused ${i + 1}`));
};

beforeEach(() => {
  vi.useFakeTimers();
  connections = [];
  warn = vi.fn();
  closes = [];
  connected = 0;
  reaches = [];
});
afterEach(async () => {
  await hub?.stop();
  vi.useRealTimers();
});

describe('usage hub', () => {
  it('connects on start, tells its listeners, and invokes through the connection', async () => {
    makeHub().start(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(hub.isConnected()).toBe(true);
    expect(hub.userId).toBe(7);
    expect(connected).toBe(1);
    await expect(hub.invoke('SaveAppLog', { id: 'a' })).resolves.toEqual({
      method: 'SaveAppLog',
      args: [{ id: 'a' }],
    });
  });

  it('registers the pushed-message handlers on every connection it builds', async () => {
    const received: unknown[] = [];
    hub = createManagedHub({
      connect: async () => {
        const connection = new FakeConnection();
        connections.push(connection);
        return connection;
      },
      handlers: { ReleaseVersion: (message) => received.push(message) },
      warn,
    });
    hub.start(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(hub.isConnected()).toBe(true);
    latest().handlers.get('ReleaseVersion')?.({ version: '3.3.0' });
    expect(received).toEqual([{ version: '3.3.0' }]);
  });

  it('tells when it reaches the server and when it loses it: a failed start, a drop, a close (walkthrough 28, D2)', async () => {
    makeHub(failing(1)).start(7);
    await vi.advanceTimersByTimeAsync(0);
    // The failed start, then the immediate retry's success.
    expect(reaches).toEqual([false, true]);
    latest().lose();
    latest().reconnect();
    expect(reaches).toEqual([false, true, false, true]);
    latest().closeByServer();
    expect(reaches).toEqual([false, true, false, true, false]);
  });

  it('rejects invoke at once while not connected', async () => {
    makeHub(failing(1)).start(7);
    await expect(hub.invoke('SaveAppLog', {})).rejects.toBeInstanceOf(HubNotConnectedError);
  });

  it('retries a failed start at once, then after 2 s, 5 s, 10 s and 30 s, warning on the console only', async () => {
    makeHub(failing(5)).start(7);
    await vi.advanceTimersByTimeAsync(0);
    // The first retry is immediate: two starts so far.
    expect(latest().starts).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(latest().starts).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(latest().starts).toBe(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(latest().starts).toBe(4);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(latest().starts).toBe(5);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(hub.isConnected()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(latest().starts).toBe(6);
    expect(hub.isConnected()).toBe(true);
    expect(connected).toBe(1);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn).toHaveBeenLastCalledWith(
      'Usage hub: could not connect; trying again.',
      new Error('refused 5'),
    );
    // One connection object throughout: a failed start is retried on the same one.
    expect(connections).toHaveLength(1);
  });

  it('never gives up: keeps trying every 30 s', async () => {
    makeHub(failing(200)).start(7);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(latest().starts).toBeGreaterThan(100);
    expect(hub.isConnected()).toBe(false);
  });

  it('retries when building the connection fails (SignalR not loaded while offline)', async () => {
    let attempts = 0;
    hub = createManagedHub({
      connect: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
        const connection = new FakeConnection();
        connections.push(connection);
        return connection;
      },
      random: () => 0.5,
      warn,
    });
    hub.start(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(hub.isConnected()).toBe(true);
  });

  it('restarts within 90 s a connection found disconnected, and only then', async () => {
    makeHub().start(7);
    await vi.advanceTimersByTimeAsync(0);
    // Lost without a close event: nothing but the health check notices.
    latest().state = 'Disconnected';
    // S1 §9: the hub health check runs every 90,000 ms (a literal here, so a changed constant fails).
    expect(HUB_HEALTH_CHECK_MS).toBe(90_000);
    await vi.advanceTimersByTimeAsync(90_000 - 1);
    expect(latest().starts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(latest().starts).toBe(2);
    expect(hub.isConnected()).toBe(true);
    // Connected: the next checks leave it alone.
    await vi.advanceTimersByTimeAsync(3 * HUB_HEALTH_CHECK_MS);
    expect(latest().starts).toBe(2);
  });

  it('leaves a reconnecting connection to SignalR, and tells listeners when it is back', async () => {
    makeHub().start(7);
    await vi.advanceTimersByTimeAsync(0);
    latest().state = 'Reconnecting';
    await vi.advanceTimersByTimeAsync(HUB_HEALTH_CHECK_MS);
    expect(latest().starts).toBe(1);
    latest().reconnect();
    expect(connected).toBe(2);
  });

  it('connects at once when the network comes back, instead of waiting out a 30 s retry', async () => {
    makeHub(failing(5)).start(7);
    await vi.advanceTimersByTimeAsync(2_000 + 5_000 + 10_000);
    // Five failed starts: the next scheduled try is 30 s away.
    expect(latest().starts).toBe(5);
    expect(hub.isConnected()).toBe(false);
    hub.reconnectNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(hub.isConnected()).toBe(true);
    expect(connected).toBe(1);
  });

  it('replaces a connection stuck in SignalR reconnect delays when the network comes back', async () => {
    makeHub().start(7);
    await vi.advanceTimersByTimeAsync(0);
    latest().state = 'Reconnecting';
    hub.reconnectNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(connections).toHaveLength(2);
    expect(hub.isConnected()).toBe(true);
    expect(connected).toBe(2);
  });

  it('leaves a connected hub alone when the network comes back', async () => {
    makeHub().start(7);
    await vi.advanceTimersByTimeAsync(0);
    hub.reconnectNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().starts).toBe(1);
    expect(connections).toHaveLength(1);
  });

  it('starts over when the server closes the connection for good', async () => {
    makeHub().start(7);
    await vi.advanceTimersByTimeAsync(0);
    latest().closeByServer();
    expect(warn).toHaveBeenCalledWith(
      'Usage hub: the connection closed; trying again.',
      new Error('Server closed'),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().starts).toBe(2);
    expect(hub.isConnected()).toBe(true);
  });

  it('tells of a close for good before it starts again, and of no close of its own (walkthrough 34, D1)', async () => {
    let closesAtRestart: number | undefined;
    makeHub((connection) => {
      const start = connection.start.bind(connection);
      connection.start = async () => {
        closesAtRestart = closes.length;
        await start();
      };
    }).start(7);
    await vi.advanceTimersByTimeAsync(0);
    // The server's close message carried no error (a sign-in that ended): the warning names none.
    latest().closeByServer({ withError: false });
    expect(warn).toHaveBeenCalledWith('Usage hub: the connection closed; trying again.');
    expect(warn.mock.calls.at(-1)).toHaveLength(1);
    expect(closes).toEqual([undefined]);
    await vi.advanceTimersByTimeAsync(0);
    // Told before the new start asked for its token.
    expect(closesAtRestart).toBe(1);
    expect(hub.isConnected()).toBe(true);
    // The hub's own stop closes the connection too: that is no close by the server.
    await hub.stop();
    expect(closes).toEqual([undefined]);
  });

  it('stops for good on stop: no retries, no health checks', async () => {
    makeHub(failing(3)).start(7);
    await vi.advanceTimersByTimeAsync(0);
    await hub.stop();
    expect(hub.userId).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10 * HUB_HEALTH_CHECK_MS);
    expect(latest().starts).toBe(2);
    expect(latest().stops).toBe(1);
  });

  it('connects afresh for another user', async () => {
    makeHub().start(7);
    await vi.advanceTimersByTimeAsync(0);
    hub.start(8);
    await vi.advanceTimersByTimeAsync(0);
    expect(connections).toHaveLength(2);
    expect(connections[0]?.stops).toBe(1);
    expect(hub.userId).toBe(8);
    expect(latest().state).toBe('Connected');
  });
});
