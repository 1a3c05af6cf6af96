import { z } from './zod';

/** The answer of a call that answers 204 No Content. */
export const noContent = z.undefined();

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, described once: the client builds requests from it, the reference server
 * registers its handler from it, and both parse with the same schemas.
 * `path` is relative to the API base and may hold `:name` parameters.
 */
export interface Endpoint<Body extends z.ZodMiniType | undefined, Response extends z.ZodMiniType> {
  method: HttpMethod;
  path: string;
  body: Body;
  response: Response;
  /** Callable without a session (sign-in, renewal, health). */
  anonymous?: boolean;
  /**
   * Only with `anonymous`: the signed-in session's token goes along when there is one, so the
   * server knows who called (an error report's user). The call never renews the session, and a 401
   * neither renews nor signs out: a report about a failure must not start a sign-in loop of its own.
   */
  sessionIfAny?: boolean;
  /**
   * A call the user never hears about (error reports): its failures only reject it; a 503 does
   * not open the maintenance page (a server shutting down answers 503 too).
   */
  background?: boolean;
  /**
   * `apiKey`: sent to the configured api-key URL (S1 §7) instead of the API base, with the identity
   * provider's bearer token and without the subscription key it is there to hand out.
   */
  service?: 'api' | 'apiKey';
  /**
   * The answer is a token with its `expiresAt` on the server's clock: the client moves that onto
   * the device's (`core/api/token-clock.ts`) before the app compares it with `Date.now()`.
   */
  tokenExpiry?: true;
}

export function endpoint<Body extends z.ZodMiniType | undefined, Response extends z.ZodMiniType>(
  def: Endpoint<Body, Response>,
): Endpoint<Body, Response> {
  return def;
}

export type BodyOf<E> =
  E extends Endpoint<infer B, z.ZodMiniType> ? (B extends z.ZodMiniType ? z.input<B> : undefined) : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodMiniType | undefined, infer R> ? z.output<R> : never;
export type AnyEndpoint = Endpoint<z.ZodMiniType | undefined, z.ZodMiniType>;

/** Fills `:name` parameters, URI-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
