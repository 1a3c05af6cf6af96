import { z } from '../../contracts/zod';

/** POST /__test/faults: the next `times` matching API requests answer `status` with `{ message }`. */
export const faultRequestSchema = z.object({
  /** API-relative, as in the contract: 'Common/Menu', or a pattern 'Areas/:areaId'. */
  path: z.pipe(
    z.string().check(z.minLength(1)),
    z.transform((path) => path.replace(/^\/+/, '')),
  ),
  method: z
    .optional(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']))
    .check(z.describe('Any method when left out')),
  status: z.int().check(z.minimum(400), z.maximum(599)),
  times: z._default(z.int().check(z.minimum(1)), 1),
  message: z.optional(z.string()),
  /** Sent as the answer's Retry-After header (429 and 503 bursts). */
  retryAfterSeconds: z.optional(z.int().check(z.minimum(0))),
});
export type FaultRequest = z.output<typeof faultRequestSchema>;

export interface FaultAnswer {
  status: number;
  message: string;
  retryAfterSeconds?: number;
}

export interface Faults {
  add(fault: FaultRequest): void;
  clear(): void;
  pending(): FaultRequest[];
  /**
   * Takes one use of the first fault matching this request, if any. `apiPaths` are the concrete
   * path and the route pattern, both relative to the API base.
   */
  take(method: string, apiPaths: readonly string[]): FaultAnswer | undefined;
}

export function createFaults(): Faults {
  let faults: FaultRequest[] = [];
  return {
    add(fault) {
      faults.push({ ...fault });
    },
    clear() {
      faults = [];
    },
    pending: () => faults.map((fault) => ({ ...fault })),
    take(method, apiPaths) {
      const paths = apiPaths.map((path) => path.toLowerCase());
      const fault = faults.find(
        (f) => (f.method === undefined || f.method === method) && paths.includes(f.path.toLowerCase()),
      );
      if (!fault) return undefined;
      fault.times -= 1;
      if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
      return {
        status: fault.status,
        message: fault.message ?? `Injected fault: ${fault.status}`,
        ...(fault.retryAfterSeconds !== undefined && { retryAfterSeconds: fault.retryAfterSeconds }),
      };
    },
  };
}
