import type { ApiErrorBody } from '../../contracts/errors';

/** Thrown anywhere in a handler; the error handler turns it into `{ message, issues?, code? }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: ApiErrorBody['issues'],
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, issues?: ApiErrorBody['issues']) =>
  new HttpError(400, message, issues);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string, code?: string) => new HttpError(403, message, undefined, code);
export const notFound = (message: string) => new HttpError(404, message);
export const unprocessableContent = (message: string) => new HttpError(422, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
