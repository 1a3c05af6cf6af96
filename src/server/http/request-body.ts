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
  throw badRequest(`Invalid request body for ${what}: ${asSentence(detail)}`, issues);
}

/** Ends the text with one full stop: the contract's own messages already carry theirs, zod's do not. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * One request header as a string. Node joins a header sent on two lines into one `a, b` string
 * (only `set-cookie` stays a list), so a repeated header reads as a value nobody sent: where that
 * matters, read the lines with `headerLines`.
 */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Every line of a request header as sent, in order ([] when absent). */
export function headerLines(request: FastifyRequest, name: string): string[] {
  const wanted = name.toLowerCase();
  const raw = request.raw.rawHeaders;
  const lines: string[] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) {
    if (raw[index]?.toLowerCase() === wanted) lines.push(raw[index + 1] ?? '');
  }
  return lines;
}
