import { isSystemAdmin } from '../../contracts/claims';
import { type AnyEndpoint, type BodyOf, buildPath, type ResponseOf } from '../../contracts/endpoint';
import { ACCOUNT_NOT_HELD, apiErrorBodySchema } from '../../contracts/errors';
import { type AccountInfo, type Session, sessionSchema } from '../../contracts/session';
import type { z } from '../../contracts/zod';
import { ApiError, CONTRACT_MESSAGE, offlineError, SESSION_EXPIRED_MESSAGE } from './api-error';
import { buildHeaders } from './headers';
import { retryAfterMs } from './retry-after';
import { singleFlight } from './single-flight';
import { withExpiryOnDeviceClock } from './token-clock';

/** What the request layer needs from the rest of the app; tests pass their own. */
export interface ApiClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  /** The gateway's key when one is known (configured, or fetched from the api-key URL). */
  getSubscriptionKey?: () => Promise<string | undefined>;
  apiKeyUrl?: string;
  getIdpToken?: () => Promise<string | undefined>;
  getSession: () => Session | undefined;
  setSession: (session: Session) => void;
  getAccount: () => AccountInfo | undefined;
  getSelectedSupervisorId?: () => string | undefined;
  isLoggingOut: () => boolean;
  /** The renewal failed: the app signs the user out with this message. */
  onSessionExpired: (message: string) => void;
  /** 403: 'Error occurred' / 'You don't have access to this app!' toast. */
  onForbidden: () => void;
  /**
   * 403 `accountNotHeld`: the account the call named is no longer the user's. Resolves once the
   * app has moved to one they hold (docs/shell.md, "An account taken from the user"): true when a
   * call of `method` is to be sent again, in the account shown now.
   */
  onAccountNotHeld?: (acctId: number, method: string) => Promise<boolean>;
  /** 503: the API is being migrated; the app shows /error/503. */
  onMaintenance: () => void;
  /** Pause before a 403 retry; tests pass a resolved promise. */
  wait?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface CallOptions<E extends AnyEndpoint> {
  params?: Record<string, string | number>;
  body?: BodyOf<E> | FormData;
  /** Extra headers for this call only (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A call the user did not make just now (an outbox replay): as with a background endpoint, a
   * 503 only rejects it (the record waits, honouring Retry-After) and never swaps the user's
   * screen for the maintenance page. The user's own next call still does that.
   */
  background?: boolean;
  /**
   * The request outlives the page (fetch `keepalive`): a reload, a closed tab or a navigation
   * does not cancel it. For small writes that must not be lost when the user leaves (a preference
   * save); the browser caps the bodies of such requests in flight at 64 KB in all.
   */
  keepalive?: boolean;
  /**
   * The account the call is made in, instead of the context account: null for none (the user's
   * accounts read again after the context account was refused), or the account an account switch
   * moves to (the switch is about that account, and works while the one being left is refused).
   */
  account?: AccountInfo | null;
}

/** Bounded: a 403 is retried this many times before the call fails. */
export const FORBIDDEN_RETRIES = 2;
const FORBIDDEN_RETRY_DELAY_MS = 400;
/** Renew a little before expiry so a request never leaves with a token about to lapse. */
const RENEW_MARGIN_MS = 5_000;

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(deps: ApiClientDeps) {
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? Date.now;
  const join = (base: string, path: string) => (path ? `${base.replace(/\/+$/, '')}/${path}` : base);

  function urlOf(endpoint: Pick<AnyEndpoint, 'path' | 'service'>, params?: Record<string, string | number>) {
    const path = buildPath(endpoint.path, params);
    if (endpoint.service !== 'apiKey') return join(deps.baseUrl, path);
    if (!deps.apiKeyUrl) throw new ApiError('contract', 'No api-key URL is configured.');
    return join(deps.apiKeyUrl, path);
  }

  async function send(
    method: string,
    url: string,
    token: string | undefined,
    body: unknown,
    options: CallOptions<AnyEndpoint>,
    account?: AccountInfo | null,
  ) {
    const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
    const toKeyService = deps.apiKeyUrl !== undefined && url.startsWith(deps.apiKeyUrl);
    const idpToken = toKeyService ? await deps.getIdpToken?.() : undefined;
    if (toKeyService && !idpToken) {
      throw new ApiError('http', 'Sign in with the identity provider to reach the api-key URL.', 401);
    }
    const session = token ? deps.getSession() : undefined;
    const headers = {
      ...buildHeaders({
        url,
        isFormData,
        authToken: token,
        subscriptionKey: toKeyService ? undefined : await deps.getSubscriptionKey?.(),
        apiKeyUrl: deps.apiKeyUrl,
        idpToken,
        account,
        selectedSupervisorId: deps.getSelectedSupervisorId?.(),
        isSiteAdmin: session ? isSystemAdmin(session.user.claims) : false,
      }),
      ...options.headers,
    };
    const init: RequestInit = { method, headers, signal: options.signal };
    if (options.keepalive) init.keepalive = true;
    if (body !== undefined) init.body = isFormData ? (body as FormData) : JSON.stringify(body);
    try {
      const response = await deps.fetch(url, init);
      // Every answer of the API with a body is JSON, and its refusals JSON or empty: a 2xx of
      // another type came from something in between (a captive portal's sign-in page), and so did
      // a 403 HTML page (a corporate proxy's or web filter's block page). The API never saw the
      // call: no answer, then, so the outbox keeps the record and the probe may show the banner.
      // Any other non-2xx is the error it is whatever its type: a 401 HTML page may be the API
      // host's own sign-in layer (renewed, or signed out), a 404 a route this API lacks, a 413 a
      // size limit, a gateway's HTML 502 the API out of reach (docs/api.md, "Answers that are not
      // the API's"). A proxy's 407 never reaches the page: the browser answers it itself.
      const type = response.headers.get('Content-Type');
      if (!type || /json/.test(type) || (!response.ok && (response.status !== 403 || !/html/.test(type))))
        return response;
    } catch (error) {
      // The caller gave up (its signal): that is its own doing, not the network's.
      if (options.signal?.aborted) throw error;
    }
    throw offlineError();
  }

  async function errorFrom(response: Response): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    let message = '';
    let code: string | undefined;
    try {
      const parsed = apiErrorBodySchema.safeParse(JSON.parse(text));
      if (parsed.success) ({ message, code } = parsed.data);
    } catch {
      // Not JSON: fall back to the HTTP message below.
    }
    return new ApiError(
      'http',
      message || `${response.status} ${response.statusText || 'Request failed'}`.trim(),
      response.status,
      retryAfterMs(response.headers.get('Retry-After'), now()),
      code,
    );
  }

  async function parse<R extends z.ZodMiniType>(response: Response, schema: R): Promise<z.output<R>> {
    const text = await response.text();
    let data: unknown;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new ApiError('contract', CONTRACT_MESSAGE, response.status);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ApiError('contract', CONTRACT_MESSAGE, response.status);
    return parsed.data;
  }

  /** S1 §4: while signing out, nothing but the logout leaves (renewals neither). */
  const dropWhileLoggingOut = (isLogout = false) => {
    if (deps.isLoggingOut() && !isLogout) throw new ApiError('dropped', 'Signing out.');
  };

  const expire = (): never => {
    deps.onSessionExpired(SESSION_EXPIRED_MESSAGE);
    throw new ApiError('sessionExpired', SESSION_EXPIRED_MESSAGE, 401);
  };

  /** The one renewal, shared by every request that finds the token expired. */
  const renew = singleFlight(async (): Promise<Session> => {
    const session = deps.getSession();
    if (!session) return expire();
    // A renewed session stored now would bring a sign-out's session back to the other tabs.
    dropWhileLoggingOut();
    // A network failure keeps the session (send throws before any answer): offline users keep
    // working and keep their queued work. Any answer but a new session ends it (S1 §8), except a
    // 503, which means the API is being migrated, not that the session is over.
    const sentAt = now();
    const response = await send(
      'POST',
      urlOf({ path: 'Auth/Renew' }),
      undefined,
      {
        refreshToken: session.refreshToken,
      },
      {},
    );
    if (response.status === 503) {
      deps.onMaintenance();
      throw await errorFrom(response);
    }
    if (!response.ok) return expire();
    const renewed = withExpiryOnDeviceClock(
      await parse(response, sessionSchema).catch(expire),
      response,
      sentAt,
    );
    deps.setSession(renewed);
    return renewed;
  });

  async function call<E extends AnyEndpoint>(
    endpoint: E,
    options: CallOptions<E> = {},
  ): Promise<ResponseOf<E>> {
    const isLogout = endpoint.path === 'Auth/Logout';
    // Checked again before every retry: a sign-out may begin while a call waits to try again.
    const dropIfLoggingOut = () => dropWhileLoggingOut(isLogout);
    dropIfLoggingOut();
    const url = urlOf(endpoint, options.params);
    let body: unknown = options.body;
    if (endpoint.body && !(typeof FormData !== 'undefined' && body instanceof FormData)) {
      const checked = endpoint.body.safeParse(body);
      if (!checked.success)
        throw new ApiError('contract', checked.error.issues[0]?.message ?? 'Invalid request.');
      body = checked.data;
    }

    let token: string | undefined;
    if (!endpoint.anonymous) {
      let session = deps.getSession();
      if (!session) return expire();
      if (session.expiresAt - RENEW_MARGIN_MS <= now()) session = await renew();
      token = session.user.authToken;
    } else if (endpoint.sessionIfAny) {
      // As it is: the 401 and 403 handling below is for signed-in calls only.
      token = deps.getSession()?.user.authToken;
    }

    let renewed = false;
    let accountMoved = false;
    for (let forbiddenTries = 0; ; dropIfLoggingOut()) {
      const sentAt = now();
      const account = token
        ? options.account === undefined
          ? deps.getAccount()
          : options.account
        : undefined;
      const response = await send(
        endpoint.method,
        url,
        token,
        body,
        options as CallOptions<AnyEndpoint>,
        account,
      );
      if (response.ok) {
        const answer = (await parse(response, endpoint.response)) as ResponseOf<E>;
        return endpoint.tokenExpiry ? withExpiryOnDeviceClock(answer, response, sentAt) : answer;
      }
      if (response.status === 401 && !endpoint.anonymous) {
        if (renewed) return expire();
        renewed = true;
        // A request that left before another one's renewal finished needs no renewal of its own.
        const current = deps.getSession()?.user.authToken;
        token = current && current !== token ? current : (await renew()).user.authToken;
        continue;
      }
      if (response.status === 403 && !endpoint.anonymous) {
        const error = await errorFrom(response);
        if (error.code === ACCOUNT_NOT_HELD) {
          // The account is gone, not the app: no app toast, and no retries naming it again. The
          // app moves to one the user holds; a read is then asked again there, once (a write is
          // not: it was meant for the account that is gone, and its caller hears the refusal).
          if (account && !accountMoved && (await deps.onAccountNotHeld?.(account.acctId, endpoint.method))) {
            accountMoved = true;
            continue;
          }
          throw error;
        }
        if (forbiddenTries === 0) deps.onForbidden();
        if (forbiddenTries < FORBIDDEN_RETRIES) {
          forbiddenTries += 1;
          await wait(FORBIDDEN_RETRY_DELAY_MS * forbiddenTries);
          continue;
        }
        throw error;
      }
      if (response.status === 503 && !endpoint.background && !options.background) deps.onMaintenance();
      throw await errorFrom(response);
    }
  }

  return { call, renew };
}
