// The HTTP side of the hubs: negotiate (with CORS), the WebSocket upgrade and shutdown.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WebSocketServer } from 'ws';
import type { ApiErrorBody } from '../../contracts/errors';
import { type HubEndpoint, HubRefusal, normalizePath, TOKEN_REFUSED } from './hub';

/** How long a connectionToken from negotiate stays valid for the WebSocket that follows it. */
const CONNECTION_TOKEN_TTL_MS = 60_000;

interface Mounted {
  hub: HubEndpoint;
  /** Set by preClose: a socket adopted after the hubs closed would keep app.close() waiting. */
  shutdown: { closing: boolean };
  wss: WebSocketServer;
  /** connectionToken → connectionId, issued by negotiate and spent by the upgrade. */
  pending: Map<string, { connectionId: string; expiresAt: number }>;
  /** The configured browser origins besides the page's own (`allowedOrigins`). */
  allowed: ReadonlySet<string>;
}

export interface HubHttpOptions {
  /**
   * Browser origins, besides the page's own, whose pages may call negotiate (CORS) and open the
   * WebSocket, as `https://host[:port]`. Default: none; any other origin gets no CORS headers and
   * its upgrade is refused.
   */
  allowedOrigins?: readonly string[];
}

/** How many messages of the hub's largest size one WebSocket frame may carry. */
const MESSAGES_PER_FRAME = 4;

/**
 * Serves the hubs on the app: `POST {path}/negotiate` and the WebSocket at `{path}?id=…`.
 * Call before `listen()`/`ready()`. Upgrades on other paths are left to other listeners.
 */
export function attachHubs(
  app: FastifyInstance,
  hubs: readonly HubEndpoint[],
  { allowedOrigins = [] }: HubHttpOptions = {},
): void {
  const mounted = new Map<string, Mounted>();
  const shutdown = { closing: false };
  const allowed = new Set(allowedOrigins);
  for (const hub of hubs) {
    if (mounted.has(hub.path)) throw new Error(`Two hubs share the path ${hub.path}`);
    // noServer: fastify owns the HTTP server; ws only completes upgrades handed to it. A frame may
    // carry several messages (SignalR's JS client joins those queued together), each held to the
    // hub's limit by the connection's reader; the frame's bound only caps the memory one takes.
    const wss = new WebSocketServer({
      noServer: true,
      maxPayload: hub.maxMessageBytes * MESSAGES_PER_FRAME,
    });
    const entry: Mounted = { hub, shutdown, wss, pending: new Map(), allowed };
    mounted.set(hub.path, entry);
    registerNegotiate(app, entry);
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // A throw here would be an uncaught exception: treat an unparsable URL as not ours.
    const url = URL.canParse(req.url ?? '', 'http://localhost')
      ? new URL(req.url ?? '', 'http://localhost')
      : null;
    const entry = url && mounted.get(normalizePath(url.pathname));
    if (!url || !entry) {
      // Not a hub path: another listener may want it. With none, nothing would ever answer, and
      // the open socket would hold the server's close (walkthrough 33, D1): refuse it.
      if (app.server.listenerCount('upgrade') === 1) refuse(socket, 404, 'Not Found');
      return;
    }
    // An unhandled rejection would end the process: log it and drop only this socket.
    handleUpgrade(app, entry, url, req, socket, head).catch((error: unknown) => {
      app.log.error({ err: error, path: entry.hub.path }, 'hub upgrade failed');
      socket.destroy();
    });
  };
  app.server.on('upgrade', onUpgrade);

  // Open sockets keep app.close() waiting forever, so close them before the server closes.
  app.addHook('preClose', async () => {
    shutdown.closing = true;
    await Promise.all(hubs.map((hub) => hub.close()));
  });
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const { wss } of mounted.values()) wss.close();
  });
}

function registerNegotiate(app: FastifyInstance, entry: Mounted): void {
  const { hub, pending, allowed } = entry;
  const url = `${hub.path}/negotiate`;

  app.options(url, async (req, reply) => {
    allowCors(allowed, req, reply);
    reply.header('access-control-allow-methods', 'POST, OPTIONS');
    // The client adds its own headers (X-Requested-With, X-SignalR-User-Agent, Authorization).
    const requested = req.headers['access-control-request-headers'];
    if (requested !== undefined) reply.header('access-control-allow-headers', requested);
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });

  app.post(url, async (req, reply) => {
    allowCors(allowed, req, reply);
    reply.header('cache-control', 'no-store');
    let admit: Awaited<ReturnType<HubEndpoint['admit']>>;
    try {
      admit = await hub.admit(bearerToken(req.headers.authorization));
    } catch (error) {
      if (error instanceof HubRefusal) return reply.code(401).send(refusal(error.message));
      throw error; // the server's own failure: the API's 500
    }
    // The API's error body, as every other 401 (walkthrough 19, D4: it was `{ error: 'Unauthorized' }`).
    if (admit === undefined) return reply.code(401).send(refusal(TOKEN_REFUSED));

    const now = Date.now();
    for (const [token, { expiresAt }] of pending) if (expiresAt < now) pending.delete(token);
    // The connectionId may be shared (e.g. logged); the token, which opens the socket, may not.
    const connectionId = randomId();
    const connectionToken = randomId();
    pending.set(connectionToken, { connectionId, expiresAt: now + CONNECTION_TOKEN_TTL_MS });
    return {
      negotiateVersion: 1,
      connectionId,
      connectionToken,
      // useStatefulReconnect is deliberately absent: the client rejects it unless it opted in.
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    };
  });
}

async function handleUpgrade(
  app: FastifyInstance,
  entry: Mounted,
  url: URL,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): Promise<void> {
  // The client may hang up while we authenticate; an unhandled socket error would crash the process.
  socket.on('error', () => socket.destroy());
  const { hub, pending, wss } = entry;
  // A browser always names the page's origin on a WebSocket, and CORS does not apply to one: a page
  // of another site holding a token (a leaked one) must not open the socket (walkthrough 9,
  // suggestions). Clients that are not browsers send no Origin and are judged by the token alone.
  const origin = req.headers.origin;
  if (origin !== undefined && !isAllowedOrigin(origin, entry.allowed, req))
    return refuse(socket, 403, 'Forbidden');
  // Browsers cannot set headers on a WebSocket, so their token comes in the query string.
  const token = bearerToken(req.headers.authorization) ?? url.searchParams.get('access_token') ?? undefined;
  const connectionToken = url.searchParams.get('id');
  let connectionId = randomId(); // without id the client skipped negotiation
  if (connectionToken !== null) {
    const issued = pending.get(connectionToken);
    pending.delete(connectionToken); // spent at once: a token opens one socket only
    if (issued === undefined || issued.expiresAt < Date.now()) return refuse(socket, 404, 'Not Found');
    connectionId = issued.connectionId;
  }

  let admit: Awaited<ReturnType<HubEndpoint['admit']>>;
  try {
    admit = await hub.admit(token);
  } catch (error) {
    if (error instanceof HubRefusal) return refuse(socket, 401, 'Unauthorized');
    app.log.error({ err: error, path: hub.path }, 'hub authentication failed');
    return refuse(socket, 500, 'Internal Server Error');
  }
  if (admit === undefined) return refuse(socket, 401, 'Unauthorized');
  if (entry.shutdown.closing) return refuse(socket, 503, 'Service Unavailable');
  if (socket.destroyed) return;

  wss.handleUpgrade(req, socket, head, (ws) => admit(ws, connectionId, app.log, req.socket.remoteAddress));
}

const refusal = (message: string): ApiErrorBody => ({ message });

/** Answers the upgrade request with a plain HTTP error and ends the socket. */
function refuse(socket: Duplex, status: number, text: string): void {
  if (socket.destroyed) return;
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The page's own origin: its host is the one the request came to (`Host`). The scheme is not
 * compared (a proxy ending TLS makes the request plain http); `null` and unparsable origins are
 * nobody's.
 */
function isOwnOrigin(origin: string, req: Pick<IncomingMessage, 'headers'>): boolean {
  const host = req.headers.host;
  if (host === undefined || !URL.canParse(origin)) return false;
  const page = new URL(origin);
  if (page.origin !== origin) return false; // a path, user or trailing slash: not an origin
  const requested = `${page.protocol}//${host}`;
  return URL.canParse(requested) && new URL(requested).host === page.host;
}

/**
 * CORS for negotiate: only the page's own origin and the configured ones (`allowedOrigins`) get
 * it; any other gets no CORS headers, so a browser keeps the answer from that page (walkthrough 9,
 * suggestions: every origin, `null` included, was echoed with credentials). The client sends
 * credentials (cookies) by default, and browsers then refuse `Access-Control-Allow-Origin: *`:
 * the exact origin has to be echoed. The token is a bearer token, not a cookie, so this keeps
 * negotiate safe should cookies ever come in.
 */
function allowCors(allowed: ReadonlySet<string>, req: FastifyRequest, reply: FastifyReply): void {
  const origin = req.headers.origin;
  reply.header('vary', 'Origin');
  if (origin === undefined || !isAllowedOrigin(origin, allowed, req)) return;
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-credentials', 'true');
}

/** The page's own origin or a configured one: may call negotiate and open the socket. */
function isAllowedOrigin(
  origin: string,
  allowed: ReadonlySet<string>,
  req: Pick<IncomingMessage, 'headers'>,
): boolean {
  return allowed.has(origin) || isOwnOrigin(origin, req);
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

function randomId(): string {
  return randomBytes(16).toString('base64url');
}
