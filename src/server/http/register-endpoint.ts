import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '../../contracts/endpoint';
import { ACCOUNT_NOT_HELD } from '../../contracts/errors';
import { Headers } from '../../contracts/headers';
import type { z } from '../../contracts/zod';
import type { SignedInUser } from '../auth/sessions';
import { forbidden } from './http-error';
import { headerValue, parseRequestBody } from './request-body';

export interface EndpointContext<Body extends z.ZodMiniType | undefined> {
  /**
   * The signed-in user with fresh claims. Anonymous endpoints have none: reading it there is a
   * programming error and answers 500 (the contract's `anonymous` flag is not a literal type).
   */
  user: SignedInUser;
  body: Body extends z.ZodMiniType ? z.output<Body> : undefined;
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Returns the answer (checked against the contract) or undefined for 204 No Content. */
export type EndpointHandler<Body extends z.ZodMiniType | undefined, Response extends z.ZodMiniType> = (
  context: EndpointContext<Body>,
) => Promise<z.input<Response>>;

/** X-Account-Id, when sent, must name one of the user's accounts: else a 403 the client can tell apart (`code`). */
function checkAccountHeader(request: FastifyRequest, user: SignedInUser): void {
  const sent = headerValue(request, Headers.accountId);
  if (sent === undefined || sent === '') return;
  if (!user.accounts.some((account) => String(account.acctId) === sent.trim())) {
    throw forbidden(`You don't have access to account ${sent}.`, ACCOUNT_NOT_HELD);
  }
}

export interface EndpointOptions {
  /**
   * Who may call it at all, asked before the body is read: throws (a 403 that says why) for a user
   * who may not. A caller without the permission then hears that, not what their body lacks
   * (walkthrough 9); checks that need the body stay in the handler.
   */
  authorize?: (user: SignedInUser) => void;
}

const noUser = (path: string): never => {
  throw new Error(`${path} is anonymous: its handler has no signed-in user`);
};

/**
 * Serves one contract endpoint at API_BASE/path: checks the app token (unless anonymous), the
 * account header and `options.authorize`, parses the body with the contract, and parses the answer with it too, so
 * the server can never send what the client would reject.
 *
 * Who calls, and whether they may, is settled before the body is read at all (fastify's
 * `preParsing`): a caller without a sign-in or the right hears 401 or 403, not a 400 about
 * malformed JSON or a 413 about a body's size (walkthrough 33, D3), as an API whose
 * authentication runs before it binds the body answers.
 */
export function registerEndpoint<Body extends z.ZodMiniType | undefined, Response extends z.ZodMiniType>(
  app: FastifyInstance,
  endpoint: Endpoint<Body, Response>,
  handler: EndpointHandler<Body, Response>,
  options: EndpointOptions = {},
): void {
  const { apiBase } = app.portal.config;
  const label = `${endpoint.method} ${endpoint.path}`;
  const callers = new WeakMap<FastifyRequest, SignedInUser>();
  app.route({
    method: endpoint.method,
    url: `${apiBase}/${endpoint.path}`,
    preParsing: async (request) => {
      if (endpoint.anonymous) return;
      const user = await app.portal.sessions.authenticate(headerValue(request, Headers.authToken));
      checkAccountHeader(request, user);
      options.authorize?.(user);
      callers.set(request, user);
    },
    handler: async (request, reply) => {
      const user = callers.get(request);
      const body = (
        endpoint.body === undefined ? undefined : parseRequestBody(endpoint.body, request.body, label)
      ) as EndpointContext<Body>['body'];
      const result = await handler({
        get user() {
          return user ?? noUser(label);
        },
        body,
        params: (request.params ?? {}) as Record<string, string>,
        request,
        reply,
      });
      if (result === undefined) return reply.code(204).send();
      return reply.send(endpoint.response.parse(result));
    },
  });
}
