// Wire-level behaviour, driven by a raw `ws` client so malformed input can be sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { apiErrorBodySchema } from '../../contracts/errors';
import { createHub, type HubOptions, HubRefusal, TOKEN_REFUSED } from './hub';
import { deferred, startHubServer, type TestServer } from './hub.testkit';
import { checkHandshake, parseMessage, RecordReader, RECORD_SEPARATOR as RS } from './protocol';

describe('framing and parsing', () => {
  it('buffers partial records and splits several records in one chunk', () => {
    const reader = new RecordReader(100);
    expect(reader.push('{"type":')).toEqual([]);
    expect(reader.push(`6}${RS}{"type":6}${RS}{"ty`)).toEqual(['{"type":6}', '{"type":6}']);
    expect(reader.push(`pe":7}${RS}`)).toEqual(['{"type":7}']);
  });

  it('refuses an unfinished record above the size limit', () => {
    expect(() => new RecordReader(10).push('x'.repeat(11))).toThrow('maximum size');
  });

  it('holds every record to the limit, whole or in parts, in UTF-8 bytes; not the frame', () => {
    expect(() => new RecordReader(10).push(`${'x'.repeat(11)}${RS}`)).toThrow('maximum size');
    // Four characters, twelve bytes.
    expect(() => new RecordReader(10).push(`"€€€"${RS}`)).toThrow('maximum size');
    expect(new RecordReader(10).push(`"€€"${RS}`)).toEqual(['"€€"']);
    expect(new RecordReader(10).push(`${'x'.repeat(10)}${RS}${'y'.repeat(10)}${RS}`)).toEqual([
      'x'.repeat(10),
      'y'.repeat(10),
    ]);
  });

  it('accepts only the json protocol, version 1', () => {
    expect(checkHandshake('{"protocol":"json","version":1}')).toBeUndefined();
    expect(checkHandshake('{"protocol":"messagepack","version":1}')).toMatch(/not supported/);
    expect(checkHandshake('{"protocol":"json","version":2}')).toMatch(/version 2/);
    expect(checkHandshake('nope')).toMatch(/not valid JSON/);
  });

  it('rejects malformed messages and ignores unknown types', () => {
    expect(() => parseMessage('{')).toThrow('not valid JSON');
    expect(() => parseMessage('[1]')).toThrow('no type');
    expect(() => parseMessage('{"type":1,"target":"x"}')).toThrow('no target or arguments');
    expect(() => parseMessage('{"type":1,"invocationId":7,"target":"x","arguments":[]}')).toThrow(
      'The invocation id is not a string.',
    );
    expect(parseMessage('{"type":99}')).toEqual({ type: 'ignored' });
  });
});

const PATH = '/hubs/test';
const servers: TestServer[] = [];
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await Promise.all(servers.splice(0).map((s) => s.app.close()));
});

async function serve(overrides: Partial<HubOptions<string>> = {}) {
  const sent: unknown[] = [];
  const hub = createHub<string>({
    path: PATH,
    authenticate: (token) => (token === 'good' ? 'user-1' : undefined),
    methods: {
      record: (args) => {
        sent.push(args[0]);
        return 'ok';
      },
      big: () => 10n,
    },
    ...overrides,
  });
  const server = await startHubServer([hub]);
  servers.push(server);
  return { hub, server, sent };
}

/** A raw client collecting every record it receives. */
async function rawClient(server: TestServer, query = '?access_token=good') {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}${PATH}${query}`);
  sockets.push(socket);
  const records: string[] = [];
  const waiters: Array<{ test: (r: string) => boolean; resolve: (r: string) => void }> = [];
  const closed = deferred<number>();
  socket.on('message', (data) => {
    for (const record of data.toString().split(RS).slice(0, -1)) {
      records.push(record);
      for (const w of waiters.filter((w) => w.test(record))) w.resolve(record);
    }
  });
  socket.on('close', (code) => closed.resolve(code));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (test: (r: string) => boolean): Promise<string> => {
    const found = records.find(test);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve) => waiters.push({ test, resolve }));
  };
  return { socket, records, closed: closed.promise, next };
}

describe('hub connection over a raw WebSocket', () => {
  it('handles a handshake split over frames, followed by an invocation in the same frame', async () => {
    const { server, sent } = await serve();
    const c = await rawClient(server);
    c.socket.send('{"protocol":"js');
    c.socket.send(
      `on","version":1}${RS}{"type":1,"invocationId":"1","target":"record","arguments":[7]}${RS}`,
    );
    expect(await c.next((r) => r.includes('"type":3'))).toBe('{"type":3,"invocationId":"1","result":"ok"}');
    expect(c.records[0]).toBe('{}');
    expect(sent).toEqual([7]);
  });

  it('answers send() with nothing, streams with an error, unserialisable results with an error', async () => {
    const { server, sent } = await serve();
    const c = await rawClient(server);
    c.socket.send(`{"protocol":"json","version":1}${RS}`);
    c.socket.send(`{"type":1,"target":"Record","arguments":["fire"]}${RS}`);
    c.socket.send(`{"type":4,"invocationId":"s","target":"Record","arguments":[]}${RS}`);
    c.socket.send(`{"type":1,"invocationId":"b","target":"Big","arguments":[]}${RS}`);
    expect(JSON.parse(await c.next((r) => r.includes('"s"')))).toMatchObject({ type: 3, error: /Streaming/ });
    expect(JSON.parse(await c.next((r) => r.includes('"b"')))).toMatchObject({ type: 3, error: /BigInt/ });
    expect(sent).toEqual(['fire']);
    expect(c.records.filter((r) => r.includes('"type":3'))).toHaveLength(2);
  });

  it('answers stream arguments as the client’s fault: its own message, the hub never called, no error logged', async () => {
    // As the usage hub does: its own methods' unexpected failures are logged as errors and
    // answered as a server fault (walkthrough 19, D2: stream arguments came out that way).
    const log = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const errorMessage = vi.fn((_error: unknown, _method: string) => {
      log.error('hub invocation failed');
      return 'The server could not do it. Try again later.';
    });
    const { server, sent } = await serve({ logger: log, errorMessage });
    const c = await rawClient(server);
    c.socket.send(`{"protocol":"json","version":1}${RS}`);
    c.socket.send(`{"type":1,"invocationId":"1","target":"Record","arguments":[],"streamIds":["a"]}${RS}`);
    c.socket.send(`{"type":1,"invocationId":"2","target":"Record","arguments":[2]}${RS}`);
    expect(JSON.parse(await c.next((r) => r.includes('"1"')))).toEqual({
      type: 3,
      invocationId: '1',
      error: 'Streaming arguments are not supported.',
    });
    // The connection carries on.
    expect(JSON.parse(await c.next((r) => r.includes('"2"')))).toMatchObject({ result: 'ok' });
    expect(sent).toEqual([2]);
    expect(errorMessage).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('takes two messages near the limit sent in one frame, and closes on one message over it', async () => {
    // SignalR's JS client sends the messages queued together in one frame: the outbox's two usage
    // calls in flight, each up to the hub's limit, must not close the connection (review of stop
    // 49, L5).
    const { server, sent } = await serve({ maxMessageBytes: 1000 });
    const invocation = (id: string, fill: number) =>
      `{"type":1,"invocationId":"${id}","target":"Record","arguments":["${'x'.repeat(fill)}"]}${RS}`;
    const c = await rawClient(server);
    c.socket.send(`{"protocol":"json","version":1}${RS}`);
    c.socket.send(invocation('1', 900) + invocation('2', 900));
    expect(JSON.parse(await c.next((r) => r.includes('"2"')))).toMatchObject({ result: 'ok' });
    expect(sent).toHaveLength(2);

    c.socket.send(invocation('3', 1000));
    expect(JSON.parse(await c.next((r) => r.includes('"type":7')))).toMatchObject({
      error: 'Connection closed with an error. Message exceeds the maximum size.',
    });
    await c.closed;
    expect(sent).toHaveLength(2);
  });

  it('rejects another protocol with an error handshake reply', async () => {
    const { server } = await serve();
    const c = await rawClient(server);
    c.socket.send(`{"protocol":"messagepack","version":1}${RS}`);
    await c.closed;
    expect(c.records).toEqual([`{"error":"The protocol 'messagepack' is not supported."}`]);
  });

  it('closes only the offending connection on invalid JSON', async () => {
    const { server, hub } = await serve();
    const bad = await rawClient(server);
    const good = await rawClient(server);
    for (const c of [bad, good]) c.socket.send(`{"protocol":"json","version":1}${RS}`);
    await bad.next((r) => r === '{}');
    bad.socket.send(`{"type":1,${RS}`);
    await bad.closed;
    expect(JSON.parse(bad.records.at(-1) ?? '')).toEqual({
      type: 7,
      error: 'Connection closed with an error. Message is not valid JSON.',
    });
    good.socket.send(`{"type":1,"invocationId":"2","target":"Record","arguments":[1]}${RS}`);
    expect(await good.next((r) => r.includes('"invocationId":"2"'))).toContain('"result":"ok"');
    await vi.waitFor(() => expect(hub.connectionCount()).toBe(1));
  });

  it('pings the client and drops it when silent for too long', async () => {
    const { server, hub } = await serve({ keepAliveIntervalMs: 20, clientTimeoutMs: 150 });
    const c = await rawClient(server);
    c.socket.send(`{"protocol":"json","version":1}${RS}`);
    await c.next((r) => r === '{"type":6}');
    const started = Date.now();
    await c.closed;
    expect(Date.now() - started).toBeLessThan(1_000);
    // The client may see the close before the server's 'close' event has run.
    await vi.waitFor(() => expect(hub.connectionCount()).toBe(0));
  });

  it('connects like a browser: negotiate, then the token in the query; a connection token works once', async () => {
    const { server, hub } = await serve();
    const negotiated = await fetch(`${server.origin}${PATH}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer good' },
    });
    const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
    const query = `?id=${encodeURIComponent(connectionToken)}&access_token=good`;
    const c = await rawClient(server, query);
    c.socket.send(`{"protocol":"json","version":1}${RS}`);
    await c.next((r) => r === '{}');
    expect(hub.connectionCount()).toBe(1);
    await expect(rawClient(server, query)).rejects.toThrow('404');
  });

  it('refuses an unknown connection token and a missing token', async () => {
    const { server } = await serve();
    const status = (query: string) =>
      new Promise<number | undefined>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${server.port}${PATH}${query}`);
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode));
        socket.on('open', () => resolve(101));
        socket.on('error', () => resolve(undefined));
      });
    expect(await status('?id=unknown&access_token=good')).toBe(404);
    expect(await status('')).toBe(401);
  });

  it("opens the socket to the page's own origin, a configured one and a client without Origin; refuses other sites", async () => {
    const hub = createHub<string>({
      path: PATH,
      authenticate: (token) => (token === 'good' ? 'user-1' : undefined),
      methods: {},
    });
    const server = await startHubServer([hub], 0, { allowedOrigins: ['https://gateway.example'] });
    servers.push(server);
    const status = (origin?: string) =>
      new Promise<number | undefined>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${server.port}${PATH}?access_token=good`, { origin });
        sockets.push(socket);
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode));
        socket.on('open', () => resolve(101));
        socket.on('error', () => resolve(undefined));
      });
    expect(await status(server.origin)).toBe(101);
    expect(await status('https://gateway.example')).toBe(101);
    expect(await status(undefined)).toBe(101);
    expect(await status('https://evil.example')).toBe(403);
    expect(await status('null')).toBe(403);
    expect(hub.connectionCount()).toBe(3);
  });

  it('refuses an upgrade to a path with no hub and no other listener: 404, not a socket left open', async () => {
    const { server } = await serve();
    const status = (path: string) =>
      new Promise<number | undefined>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${server.port}${path}`);
        sockets.push(socket);
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode));
        socket.on('open', () => resolve(101));
        socket.on('error', () => resolve(undefined));
      });
    expect(await status('/hubs/nohub')).toBe(404);
    expect(await status(`${PATH}/extra`)).toBe(404);
    expect(await status('/api/Health?access_token=good')).toBe(404);
  });

  it('leaves upgrades on other paths to other listeners', async () => {
    const { server } = await serve();
    const other = new WebSocketServer({ noServer: true });
    server.app.server.on('upgrade', (req, socket, head) => {
      if (req.url === '/other') other.handleUpgrade(req, socket, head, (ws) => ws.send('hello'));
    });
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/other`);
    sockets.push(socket);
    const message = await new Promise<string>((resolve) => socket.once('message', (d) => resolve(String(d))));
    expect(message).toBe('hello');
    other.close();
  });
});

describe('negotiate', () => {
  it("answers negotiate version 1 with CORS for the page's own origin, exactly", async () => {
    const { server } = await serve();
    const res = await server.app.inject({
      method: 'POST',
      url: `${PATH}/negotiate?negotiateVersion=1`,
      headers: { authorization: 'Bearer good', origin: 'https://portal.example', host: 'portal.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://portal.example');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const body = res.json();
    expect(body).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(body.connectionId).not.toBe(body.connectionToken);
    expect(body).not.toHaveProperty('useStatefulReconnect');

    const denied = await server.app.inject({ method: 'POST', url: `${PATH}/negotiate` });
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toEqual({ message: TOKEN_REFUSED });
  });

  it('answers a refusal with its reason, in the API’s error body; the upgrade gets a plain 401', async () => {
    const { server } = await serve({
      authenticate: (token) => {
        if (token === 'good') return 'user-1';
        throw new HubRefusal('The app token has expired.');
      },
    });
    const denied = await server.app.inject({
      method: 'POST',
      url: `${PATH}/negotiate`,
      headers: { authorization: 'Bearer old' },
    });
    expect(denied.statusCode).toBe(401);
    expect(apiErrorBodySchema.parse(denied.json())).toEqual({ message: 'The app token has expired.' });

    const socket = new WebSocket(`ws://127.0.0.1:${server.port}${PATH}?access_token=old`);
    socket.on('error', () => {}); // the refused handshake, reported again when the socket is ended
    sockets.push(socket);
    const status = await new Promise<number | undefined>((resolve) =>
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode)),
    );
    expect(status).toBe(401);
  });

  it('answers the CORS preflight', async () => {
    const { server } = await serve();
    const res = await server.app.inject({
      method: 'OPTIONS',
      url: `${PATH}/negotiate?negotiateVersion=1`,
      headers: {
        origin: 'https://portal.example',
        host: 'portal.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,x-requested-with,x-signalr-user-agent',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://portal.example');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-headers']).toBe(
      'authorization,x-requested-with,x-signalr-user-agent',
    );
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['an opaque origin', 'null'],
    ['the same host with a path', 'https://portal.example/x'],
    ['another port of the host', 'https://portal.example:8443'],
  ])('gives %s no CORS headers, on negotiate and its preflight', async (_name, origin) => {
    const { server } = await serve();
    for (const method of ['POST', 'OPTIONS'] as const) {
      const res = await server.app.inject({
        method,
        url: `${PATH}/negotiate?negotiateVersion=1`,
        headers: {
          authorization: 'Bearer good',
          origin,
          host: 'portal.example',
          'access-control-request-method': 'POST',
        },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toBe('Origin');
    }
  });
});
