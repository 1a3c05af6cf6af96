import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../contracts/errors';
import { badRequest, HttpError } from './http-error';

/**
 * Every error leaves as the contract's `{ message, issues? }`. Client mistakes keep their status and
 * message; anything else is logged and becomes a 500 without details (no stack traces to clients).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { message: error.message };
      if (error.issues) body.issues = error.issues;
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error(error);
    return reply.code(500).send({ message: 'Something went wrong on the server. Try again later.' });
  });
}

/**
 * JSON bodies, where an empty body is no body: the client sends a JSON content type on every call,
 * bodiless POSTs included, which fastify's own parser would refuse. Every parsed body then goes
 * through a contract schema, which keeps only known keys (so no `__proto__` tricks survive).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
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
