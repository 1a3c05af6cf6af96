import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../contracts/errors';
import { badRequest, HttpError } from './http-error';

/**
 * Every error leaves as the contract's `{ message, issues?, code? }`. Client mistakes keep their status and
 * message; anything else is logged and becomes a 500 without details (no stack traces to clients).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { message: error.message };
      if (error.issues) body.issues = error.issues;
      if (error.code) body.code = error.code;
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const sentType = request.headers['content-type'];
      return reply.code(415).send({ message: notJsonMessage(sentType) });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: tooLargeMessage(request.routeOptions.bodyLimit) });
    }
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error(error);
    return reply.code(500).send({ message: 'Something went wrong on the server. Try again later.' });
  });
}

/** A 415's message: what the body has to be, and what it was sent as. */
const notJsonMessage = (sentType: string | undefined) =>
  `Send the request body as JSON (Content-Type: application/json), not as ${sentType ? sentType : 'a body without a Content-Type'}.`;

/**
 * A 413's message, in the words of the 431's (client-errors.ts): the limit, in the unit people
 * know (the route's own `bodyLimit`, 1 MB unless a route sets more).
 */
const tooLargeMessage = (limit: number | undefined) =>
  limit ? `The request body is too large: at most ${megabytes(limit)}.` : 'The request body is too large.';

const megabytes = (bytes: number) => `${Number((bytes / 1_048_576).toFixed(1)).toLocaleString('en-US')} MB`;

/**
 * JSON bodies, where an empty body is no body: the client sends a JSON content type on every call,
 * bodiless POSTs included, which fastify's own parser would refuse. Every parsed body then goes
 * through a contract schema, which keeps only known keys (so no `__proto__` tricks survive).
 * Fastify's own `text/plain` parser goes: a JSON text sent as text/plain would reach the schema as
 * a string and be answered 'expected object', where the mistake is its type (415, as for XML).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('The request body is not valid JSON.'), undefined);
    }
  });
}
