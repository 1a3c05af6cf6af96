import { vi } from 'vitest';
import { setAppConfig } from '../config/app-config';
import { resetAppApi } from './app-api';

const TEST_API_ORIGIN = 'https://api.test';

/** The app's request layer as a production build sets it up, aimed at `https://api.test`. */
export function setUpTestApi(): void {
  setAppConfig({
    stage: 'prod',
    usageHubProtocol: 'batch',
    apiBaseUrl: TEST_API_ORIGIN,
    hubBaseUrl: '/hubs',
    auth: { mode: 'local' },
    supportUrl: 'mailto:x@example.com',
  });
  resetAppApi();
}

/** A request the stand-in API got: its method, path (no leading slash), headers and JSON body. */
export interface ServedRequest {
  method: string;
  path: string;
  /** Fetch's own Headers: `get` ignores the case of the name. */
  headers: globalThis.Headers;
  body: unknown;
  /** Sent to outlive the page (fetch `keepalive`). */
  keepalive: boolean;
}

type Answer = (request: ServedRequest) => Response | Promise<Response>;

/** A JSON answer of the stand-in API. */
export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Test helper: stands in for the API at the fetch boundary (after `setUpTestApi`), so the app's
 * real request layer, cache and contracts run. Answers by 'METHOD path' or by path alone
 * (`'help/start'`, `'GET Common/UserPreferences'`), anything else with a 404. Returns the requests
 * it got, in order. The stub is a global: the config undoes it after each test (`unstubGlobals`).
 */
export function serveApi(answers: Record<string, Answer>): ServedRequest[] {
  const requests: ServedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(String(input), TEST_API_ORIGIN).pathname.replace(/^\//, '');
      const request = {
        method,
        path,
        headers: new globalThis.Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        keepalive: init.keepalive === true,
      };
      requests.push(request);
      const answer = answers[`${method} ${path}`] ?? answers[path];
      return answer ? answer(request) : jsonAnswer({ message: 'not here' }, 404);
    }),
  );
  return requests;
}
