import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/** The methods under which the API serves a request path, every route considered. */
export type RouteMethodsOf = (path: string) => string[];

/**
 * Keeps every route's path by method as the routes are registered (call it before any route), so
 * that a request with a method the path does not take answers 405 with the `Allow` header (RFC
 * 9110 §15.5.6) instead of 404 'Not found': the path exists, the method is what is wrong.
 * Fastify's own router cannot be asked about a concrete path under another method; a second
 * find-my-way (the router Fastify is built on) with the same routes can. `except` names routes
 * that match every path (the static files' wildcard), which would make every path look served.
 */
export function trackRouteMethods(app: FastifyInstance, except: readonly string[]): RouteMethodsOf {
  const router = FindMyWay();
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    if (except.includes(route.url)) return;
    // Fastify's methods are the ones find-my-way routes (its types lag behind on QUERY).
    for (const method of [route.method].flat() as HTTPMethod[]) {
      if (router.hasRoute(method, route.url)) continue;
      router.on(method, route.url, () => undefined);
      methods.add(method);
    }
  });
  return (path) => [...methods].filter((method) => router.find(method, path) !== null).sort();
}
