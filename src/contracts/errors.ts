import { z } from './zod';

/** Every non-2xx answer of the API carries this body. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  /** Field-level details of a 400 (body that failed the contract). */
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  /**
   * What kind of refusal it is, for a client to act on without reading the message (which is for
   * people and may be reworded). A string, not an enum: a client reads codes it does not know as
   * none, and the rest of the body still parses. Known codes: `ACCOUNT_NOT_HELD`.
   */
  code: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * 403 `code`: the request's `X-Account-Id` names an account that is not (or no longer) the user's,
 * e.g. an administrator moved them to another site. The call itself may be fine in another account.
 */
export const ACCOUNT_NOT_HELD = 'accountNotHeld';
