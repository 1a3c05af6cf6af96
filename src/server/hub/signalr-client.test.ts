// The hub driven by the real @microsoft/signalr client in Node, over real sockets.
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import { createHub, type Hub } from './hub';
import { deferred, startHubServer, type TestServer } from './hub.testkit';

interface User {
  id: string;
}
const users: Record<string, User> = { 'token-a': { id: 'a' }, 'token-b': { id: 'b' } };
const PATH = '/hubs/appUsage';

function makeHub(): Hub<User> {
  return createHub<User>({
    path: PATH,
    authenticate: async (token) => (token === undefined ? undefined : users[token]),
    methods: {
      SaveAppLog: (args, ctx) => ({ saved: args[0], by: ctx.user.id, connectionId: ctx.connectionId }),
      add: async (args) => Number(args[0]) + Number(args[1]),
      fail: () => {
        throw new Error('Usage log rejected: appName is required');
      },
    },
  });
}

const servers: TestServer[] = [];
const clients: HubConnection[] = [];

async function serve(hub: Hub<User>, port = 0): Promise<TestServer> {
  const server = await startHubServer([hub], port);
  servers.push(server);
  return server;
}

function client(
  server: TestServer,
  token: string | undefined,
  configure: (b: HubConnectionBuilder) => HubConnectionBuilder = (b) => b,
  options: { skipNegotiation?: boolean } = {},
): HubConnection {
  const builder = new HubConnectionBuilder()
    .withUrl(`${server.origin}${PATH}`, {
      accessTokenFactory: () => token ?? '',
      ...(options.skipNegotiation ? { skipNegotiation: true, transport: HttpTransportType.WebSockets } : {}),
    })
    .configureLogging(LogLevel.None);
  const connection = configure(builder).build();
  clients.push(connection);
  return connection;
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
  await Promise.all(servers.splice(0).map((s) => s.app.close()));
});

describe('hub with the real SignalR client', () => {
  it('connects, and invoke returns the method result', async () => {
    const hub = makeHub();
    const server = await serve(hub);
    const connection = client(server, 'token-a');
    await connection.start();

    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(hub.connectionCount()).toBe(1);
    const record = { appName: 'Reports', statusCode: 200 };
    await expect(connection.invoke('SaveAppLog', record)).resolves.toEqual({
      saved: record,
      by: 'a',
      connectionId: connection.connectionId,
    });
    // Method names are case-insensitive, as in ASP.NET ('add' is declared lowercase).
    await expect(connection.invoke('Add', 2, 3)).resolves.toBe(5);
  });

  it('rejects invoke with the error text of a throwing method, and of an unknown method', async () => {
    const server = await serve(makeHub());
    const connection = client(server, 'token-a');
    await connection.start();

    await expect(connection.invoke('Fail')).rejects.toThrow(/^Usage log rejected: appName is required$/);
    await expect(connection.invoke('NoSuchMethod')).rejects.toThrow("Unknown hub method 'NoSuchMethod'.");
    // The connection survives failed invocations.
    await expect(connection.invoke('Add', 1, 1)).resolves.toBe(2);
  });

  it('refuses a missing or invalid token, on negotiate and on a direct WebSocket', async () => {
    const hub = makeHub();
    const server = await serve(hub);

    await expect(client(server, undefined).start()).rejects.toThrow(/401/);
    await expect(client(server, 'forged').start()).rejects.toThrow(/401/);
    await expect(client(server, 'forged', undefined, { skipNegotiation: true }).start()).rejects.toThrow();
    expect(hub.connectionCount()).toBe(0);

    const direct = client(server, 'token-b', undefined, { skipNegotiation: true });
    await direct.start();
    await expect(direct.invoke('Add', 2, 2)).resolves.toBe(4);
  });

  it('delivers server pushes to `on` handlers, to everyone or to selected users', async () => {
    const hub = makeHub();
    const server = await serve(hub);
    const alice = client(server, 'token-a');
    const bob = client(server, 'token-b');
    const received = { a: [] as unknown[], b: [] as unknown[] };
    const bobDone = deferred();
    const aliceDone = deferred();
    alice.on('versionChanged', (version: unknown) => {
      received.a.push(version);
      if (version === 'end') aliceDone.resolve();
    });
    bob.on('versionChanged', (version: unknown) => {
      received.b.push(version);
      if (version === 'end') bobDone.resolve();
    });
    await Promise.all([alice.start(), bob.start()]);

    expect(hub.sendTo((ctx) => ctx.user.id === 'a', 'VersionChanged', '2.0')).toBe(1);
    // Records on one socket arrive in order: once 'end' is in, bob would have seen '2.0'.
    expect(hub.broadcast('VersionChanged', 'end')).toBe(2);
    await Promise.all([aliceDone.promise, bobDone.promise]);

    expect(received).toEqual({ a: ['2.0', 'end'], b: ['end'] });
  });

  it('reconnects automatically to a new server on the same port', async () => {
    const first = await serve(makeHub());
    const connection = client(first, 'token-a', (b) => b.withAutomaticReconnect([0, 200, 500, 1000]));
    const reconnecting = deferred();
    const reconnected = deferred<string | undefined>();
    connection.onreconnecting(() => reconnecting.resolve());
    connection.onreconnected((id) => reconnected.resolve(id));
    connection.onclose((error) => reconnected.reject(error ?? new Error('closed without reconnecting')));
    await connection.start();
    const firstId = connection.connectionId;

    await first.app.close();
    servers.splice(servers.indexOf(first), 1);
    await reconnecting.promise;
    const secondHub = makeHub();
    await serve(secondHub, first.port);

    const newId = await reconnected.promise;
    expect(newId).not.toBe(firstId);
    expect(secondHub.connectionCount()).toBe(1);
    await expect(connection.invoke('Add', 20, 22)).resolves.toBe(42);
  });

  it('closes the app promptly while clients are connected', async () => {
    const hub = makeHub();
    const server = await serve(hub);
    const connections = [client(server, 'token-a'), client(server, 'token-b')];
    await Promise.all(connections.map((c) => c.start()));
    expect(hub.connectionCount()).toBe(2);

    const started = Date.now();
    await server.app.close();
    servers.splice(0);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(hub.connectionCount()).toBe(0);
  });
});
