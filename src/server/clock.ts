/**
 * The server's notion of now. Every place that makes or checks a token reads it, so the test
 * controls can move time forward (`POST /__test/clock`) and expire tokens without waiting.
 */
export interface Clock {
  now(): number;
  readonly offsetMs: number;
  setOffset(offsetMs: number): void;
}

export function createClock(systemNow: () => number = Date.now): Clock {
  let offsetMs = 0;
  return {
    now: () => systemNow() + offsetMs,
    get offsetMs() {
      return offsetMs;
    },
    setOffset(next) {
      offsetMs = next;
    },
  };
}
