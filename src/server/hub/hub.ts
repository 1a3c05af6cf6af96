// A hub: its methods, its authentication and its live connections, independent of HTTP.
// attachHubs (attach.ts) does the HTTP side: negotiate, CORS and the WebSocket upgrade.
import type { WebSocket } from 'ws';
import { ClientConnection, type ConnectionSettings, type HubLogger } from './connection';
import { invocation } from './protocol';

export interface HubContext<User> {
  readonly connectionId: string;
  readonly user: User;
  /** The client's address as the socket saw it (no proxy headers are trusted). */
  readonly remoteAddress: string | undefined;
  /** Cuts the connection at once, without a close message or an answer (a dropped network). */
  abort(): void;
}

/** A hub method. Its return value is the invoke result; a throw becomes the invoke error. */
export type HubMethod<User> = (args: unknown[], ctx: HubContext<User>) => unknown;

export interface HubOptions<User> {
  /** URL path of the hub, e.g. '/hubs/appUsage'; negotiate is served at `{path}/negotiate`. */
  path: string;
  /** Methods clients may invoke. Names are matched case-insensitively, as ASP.NET does. */
  methods: Record<string, HubMethod<User>>;
  /**
   * Resolves the bearer token to a user; undefined (or null) refuses the connection (401), as does
   * a thrown `HubRefusal`, whose message negotiate's 401 carries.
   */
  authenticate: (token: string | undefined) => Promise<User | undefined | null> | User | undefined | null;
  /**
   * Whether a connected user may still use the connection (their sign-in still stands), asked
   * before each invocation and each push: a connection that fails it is closed instead. The
   * token is checked only when the connection opens; without this a connection outlives its
   * sign-in. Default: always.
   */
  stillAdmitted?: (user: User) => boolean;
  /** Text sent to the client for a failed invocation. Default: the error's message. */
  errorMessage?: (error: unknown, method: string) => string;
  /** Server ping interval. Default 15 s (half the client's 30 s server timeout). */
  keepAliveIntervalMs?: number;
  /** A client silent for longer is dropped. Default 30 s (twice the client's 15 s ping). */
  clientTimeoutMs?: number;
  /** Largest accepted message or unfinished record. Default 1 MiB. */
  maxMessageBytes?: number;
  /** How long a client may take to finish the WebSocket closing handshake. Default 1 s. */
  closeTimeoutMs?: number;
  /** Defaults to the fastify app's logger once attached. */
  logger?: HubLogger;
}

/** Adopts an upgraded socket as a connection of the hub that authenticated it. */
export type Admit = (socket: WebSocket, connectionId: string, log: HubLogger, remoteAddress?: string) => void;

/** What attachHubs needs from a hub; free of the User type so hubs of any user type can be mixed. */
export interface HubEndpoint {
  readonly path: string;
  readonly maxMessageBytes: number;
  /**
   * Authenticates a token; on success returns the function that adopts the upgraded socket.
   * Undefined, or a thrown `HubRefusal`, refuses it.
   */
  admit(token: string | undefined): Promise<Admit | undefined>;
  /** Closes every connection (clients may reconnect); resolves once all sockets are closed. */
  close(): Promise<void>;
}

export interface Hub<User> extends HubEndpoint {
  readonly methods: Readonly<Record<string, HubMethod<User>>>;
  authenticate(token: string | undefined): Promise<User | undefined>;
  /** Pushes `method(...args)` to every connected client; returns how many were sent to. */
  broadcast(method: string, ...args: unknown[]): number;
  /** Pushes `method(...args)` to the clients the predicate selects; returns how many. */
  sendTo(predicate: (ctx: HubContext<User>) => boolean, method: string, ...args: unknown[]): number;
  /**
   * Closes the connections the predicate selects, for good (the client is told not to reconnect);
   * resolves once their sockets are closed.
   */
  closeWhere(predicate: (ctx: HubContext<User>) => boolean): Promise<void>;
  /** Open sockets, including ones still in the handshake. */
  connectionCount(): number;
}

/**
 * Thrown by a hub's `authenticate` to refuse a token with a reason meant for people (the token
 * expired, the session ended): negotiate answers 401 with it in the API's error body.
 */
export class HubRefusal extends Error {
  override readonly name = 'HubRefusal';
}

/** Negotiate's 401 message when `authenticate` refuses without a reason of its own. */
export const TOKEN_REFUSED = 'The access token is missing or not valid.';

/** The error an invocation on a connection whose sign-in has ended gets (it is closed with it). */
export const SIGN_IN_ENDED = 'This session has ended. Sign in again.';

/** Thrown by the hub itself, before any method runs: its text goes to the client as it is. */
class SignInEndedError extends Error {
  override readonly name = 'SignInEndedError';
}

const defaultErrorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export function createHub<User>(options: HubOptions<User>): Hub<User> {
  const settings: ConnectionSettings = {
    keepAliveIntervalMs: options.keepAliveIntervalMs ?? 15_000,
    clientTimeoutMs: options.clientTimeoutMs ?? 30_000,
    maxMessageBytes: options.maxMessageBytes ?? 1024 * 1024,
    closeTimeoutMs: options.closeTimeoutMs ?? 1_000,
  };
  // A Map, not the methods object, so names like 'constructor' or '__proto__' never resolve.
  const methods = new Map(Object.entries(options.methods).map(([name, fn]) => [name.toLowerCase(), fn]));
  const connections = new Map<ClientConnection, HubContext<User>>();

  const errorMessage = (error: unknown, method: string): string => {
    if (error instanceof SignInEndedError) return error.message;
    try {
      return (options.errorMessage ?? defaultErrorMessage)(error, method);
    } catch {
      return `An unexpected error occurred invoking '${method}' on the server.`;
    }
  };

  const authenticate = async (token: string | undefined): Promise<User | undefined> =>
    (await options.authenticate(token)) ?? undefined;

  const stillAdmitted = options.stillAdmitted ?? (() => true);
  /** No reconnect and no error text: to the app, whose own sign-out ends it, this is a plain close. */
  const endConnection = (connection: ClientConnection) => connection.close({ allowReconnect: false });

  const accept = (socket: WebSocket, ctx: HubContext<User>, appLog: HubLogger): void => {
    const connection: ClientConnection = new ClientConnection(ctx.connectionId, socket, settings, {
      invoke: async (target, args) => {
        if (!stillAdmitted(ctx.user)) {
          void endConnection(connection);
          throw new SignInEndedError(SIGN_IN_ENDED);
        }
        const method = methods.get(target.toLowerCase());
        if (method === undefined) throw new Error(`Unknown hub method '${target}'.`);
        return method(args, ctx);
      },
      errorMessage,
      onClosed: () => connections.delete(connection),
      log: options.logger ?? appLog,
    });
    connections.set(connection, ctx);
  };

  const push = (predicate: (ctx: HubContext<User>) => boolean, method: string, args: unknown[]): number => {
    const record = invocation(method, args); // encoded once for all recipients
    let count = 0;
    for (const [connection, ctx] of connections) {
      if (connection.isOpen && predicate(ctx)) {
        if (!stillAdmitted(ctx.user)) {
          void endConnection(connection);
          continue;
        }
        connection.sendRaw(record);
        count += 1;
      }
    }
    return count;
  };

  return {
    path: normalizePath(options.path),
    methods: options.methods,
    maxMessageBytes: settings.maxMessageBytes,
    authenticate,
    async admit(token) {
      const user = await authenticate(token);
      if (user === undefined) return undefined;
      return (socket, connectionId, log, remoteAddress) =>
        accept(socket, { connectionId, user, remoteAddress, abort: () => socket.terminate() }, log);
    },
    broadcast: (method, ...args) => push(() => true, method, args),
    sendTo: (predicate, method, ...args) => push(predicate, method, args),
    async closeWhere(predicate) {
      const selected = [...connections].filter(([, ctx]) => predicate(ctx));
      await Promise.all(selected.map(([connection]) => endConnection(connection)));
    },
    connectionCount: () => connections.size,
    async close() {
      // allowReconnect: a client with automatic reconnect comes back once the server is up again.
      await Promise.all([...connections.keys()].map((c) => c.close({ allowReconnect: true })));
    },
  };
}

/** '/hubs/appUsage/' and '/hubs/appUsage' name the same hub. */
export function normalizePath(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
