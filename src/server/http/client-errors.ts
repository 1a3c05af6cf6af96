// Requests Node's HTTP parser refuses before fastify sees them: a request line and headers over
// the 16 KB limit (a long query string), unreadable HTTP, a request that never finishes arriving.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../contracts/errors';

/** Node's default `http.maxHeaderSize`: the request line and the headers, together, in bytes. */
export const MAX_HEADER_BYTES = 16 * 1024;

/** What a refused request is answered: status and the message for people. */
export function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        message: `The request's address and headers are too long: at most ${MAX_HEADER_BYTES / 1024} KB together.`,
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive.' };
    default:
      return { status: 400, message: 'The request is not valid HTTP.' };
  }
}

/**
 * fastify's `clientErrorHandler`: answers as the API answers, in its error body (`{ message }`)
 * and with the security headers every other answer carries (walkthrough 19, D3: fastify's default
 * sent its own body and no security headers, helmet never running for such a request).
 */
export function answerClientErrors(
  securityHeaders: () => Record<string, string>,
): (this: FastifyInstance, error: Error & { code?: string }, socket: Socket) => void {
  return function answer(error, socket) {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = clientErrorAnswer(error.code);
    this.log.debug({ err: error }, 'request refused by the HTTP parser');
    // Node's own rule: not while an answer on this socket has begun (an error in its middle cannot
    // start another). An earlier answer on a kept-alive socket is no reason for silence: counting
    // the socket's bytes closed a reused connection without a word (review, 2026-11-30).
    const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (socket.writable && !answering?.headersSent) {
      const body = JSON.stringify({ message } satisfies ApiErrorBody);
      const headers = {
        ...headersOrNone(securityHeaders, this),
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  };
}

/**
 * The security headers, or none when they cannot be built (they read the database, which a
 * request arriving during shutdown finds closed): this handler runs outside fastify's error
 * handling, so a throw here would end the process.
 */
function headersOrNone(
  securityHeaders: () => Record<string, string>,
  app: FastifyInstance,
): Record<string, string> {
  try {
    return securityHeaders();
  } catch (error) {
    app.log.warn({ err: error }, 'security headers unavailable for a refused request');
    return {};
  }
}
