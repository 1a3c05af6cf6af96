/**
 * A token's `expiresAt` comes on the server's clock, and the device's clock may be minutes or
 * hours off it: compared as they came, a device a few minutes fast took every new app token for
 * expired and renewed it before almost every call (walkthrough 10), and a slow one renewed only
 * after a 401. So the token's life is measured on one clock: when an answer with a token arrives,
 * its expiry moves onto the device's clock, as the life the token has left at the server's time
 * (the answer's `Date` header) counted from when the request left. The app keeps it so (a reload
 * and the other tabs share it: the same device) and compares it with `Date.now()` alone
 * (docs/api.md, renewal).
 */

/**
 * Without the server's time (a cross-origin API that does not expose `Date`), the device's reading
 * stands, but a token just issued is taken to live at least this long: a renewal every two minutes
 * at worst, never one per call (a 401 still renews a token that lapsed sooner).
 */
export const LIFE_WITHOUT_SERVER_TIME_MS = 120_000;

/**
 * A token's answer (`{ expiresAt, … }`) with `expiresAt` moved onto the device's clock. The
 * server's time is the answer's `Date` header, in whole seconds (so up to a second past it);
 * `sentAt` is the device's time when the request left. Both lean early, so the token is renewed
 * before it lapses, not after.
 */
export function withExpiryOnDeviceClock<T>(answer: T, response: Response, sentAt: number): T {
  const { expiresAt } = answer as { expiresAt: number };
  const serverNow = Date.parse(response.headers.get('Date') ?? '') + 1_000;
  return {
    ...answer,
    expiresAt: serverNow
      ? sentAt + expiresAt - serverNow
      : Math.max(expiresAt, sentAt + LIFE_WITHOUT_SERVER_TIME_MS),
  };
}
