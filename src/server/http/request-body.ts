import type { FastifyRequest } from 'fastify';
import type { z } from '../../contracts/zod';
import { badRequest } from './http-error';

/** Parses a request body with a contract schema; a mismatch is a 400 naming each bad field. */
export function parseRequestBody<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  const detail = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'it does not match';
  throw badRequest(`Invalid request body for ${what}: ${detail}.`, issues);
}

/** One request header as a string (the first, if sent twice). */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
