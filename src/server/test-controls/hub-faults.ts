import { z } from 'zod';

/** POST /__test/hub-faults: the next `times` hub invocations fail with `error` (a server fault). */
export const hubFaultRequestSchema = z.object({
  times: z.number().int().min(1).default(1),
  error: z.string().min(1).optional(),
  /** Fail only after the work is done (the record is stored): an answer lost on the way back. */
  afterSaving: z.boolean().default(false),
  /** Drop the connection instead of answering with an error (a network cut mid-batch). */
  drop: z.boolean().default(false),
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
  drop: boolean;
}

export function createHubFaults(): HubFaults {
  let faults: Array<HubFault & { times: number }> = [];
  return {
    add(fault) {
      faults.push({
        times: fault.times,
        error: fault.error ?? DEFAULT_HUB_FAULT,
        afterSaving: fault.afterSaving,
        drop: fault.drop,
      });
    },
    clear() {
      faults = [];
    },
    pending: () => faults.reduce((sum, fault) => sum + fault.times, 0),
    take() {
      const fault = faults[0];
      if (!fault) return undefined;
      fault.times -= 1;
      if (fault.times <= 0) faults = faults.slice(1);
      return { error: fault.error, afterSaving: fault.afterSaving, drop: fault.drop };
    },
  };
}
