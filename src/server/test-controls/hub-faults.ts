import { z } from '../../contracts/zod';

/** POST /__test/hub-faults: the next `times` hub invocations fail with `error` (a server fault). */
export const hubFaultRequestSchema = z.object({
  times: z._default(z.int().check(z.minimum(1)), 1),
  error: z.optional(z.string().check(z.minLength(1))),
  /** Fail only after the work is done (the record is stored): an answer lost on the way back. */
  afterSaving: z._default(z.boolean(), false),
  /** Cut the connection instead of answering (the client sees it drop and reconnects). */
  dropConnection: z._default(z.boolean(), false),
  /** Let this many invocations through first: the fault hits one in the middle of a replay. */
  skip: z._default(z.int().check(z.minimum(0)), 0),
});
export type HubFaultRequest = z.output<typeof hubFaultRequestSchema>;

export const DEFAULT_HUB_FAULT =
  'Injected hub fault: the server could not save the usage log. Try again later.';

/** Failures the usage hub takes before doing its work; empty unless a test asked for some. */
export interface HubFaults {
  add(fault: HubFaultRequest): void;
  clear(): void;
  /** Invocations still to fail. */
  pending(): number;
  /** Takes one use of the first fault, if any: how this invocation fails. */
  take(): HubFault | undefined;
}

export interface HubFault {
  error: string;
  afterSaving: boolean;
  dropConnection: boolean;
}

export function createHubFaults(): HubFaults {
  let faults: Array<HubFault & { times: number; skip: number }> = [];
  return {
    add(fault) {
      faults.push({
        times: fault.times,
        skip: fault.skip,
        error: fault.error ?? DEFAULT_HUB_FAULT,
        afterSaving: fault.afterSaving,
        dropConnection: fault.dropConnection,
      });
    },
    clear() {
      faults = [];
    },
    pending: () => faults.reduce((sum, fault) => sum + fault.times, 0),
    take() {
      const fault = faults[0];
      if (!fault) return undefined;
      if (fault.skip > 0) {
        fault.skip -= 1;
        return undefined;
      }
      fault.times -= 1;
      if (fault.times <= 0) faults = faults.slice(1);
      return { error: fault.error, afterSaving: fault.afterSaving, dropConnection: fault.dropConnection };
    },
  };
}
