import { z } from './zod';

/** Every non-2xx answer of the API carries this body. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  /** Field-level details of a 400 (body that failed the contract). */
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
