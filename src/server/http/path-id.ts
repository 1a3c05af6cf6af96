/**
 * A path parameter read as a whole number, or undefined: digits only, in their one canonical form
 * (`4`; never `0x4`, `4.0`, `04`, ` 4`, `4e0` or `-4`, which `Number()` would all take), and small
 * enough to be exact. One spelling per id keeps ids simple to reason about (walkthrough 9).
 */
export function pathId(value: string | undefined): number | undefined {
  if (value === undefined || !/^(0|[1-9]\d*)$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}
