import { describe, expect, it } from 'vitest';
import { LIFE_WITHOUT_SERVER_TIME_MS, withExpiryOnDeviceClock } from './token-clock';

/** The request layer's margin (client.ts): renew when the token lapses within it. */
const RENEW_MARGIN_MS = 5_000;
const renewDue = (expiresAt: number, deviceNow: number) => expiresAt - RENEW_MARGIN_MS <= deviceNow;

const SERVER_NOW = Date.UTC(2026, 10, 29, 14, 41, 7, 620);
const TOKEN_LIFE_MS = 300_000;
const LATENCY_MS = 80;

/** A sign-in or renewal answered at SERVER_NOW, seen on a device `skewMs` off the server. */
function receive(skewMs: number, date: string | null = new Date(SERVER_NOW).toUTCString()) {
  const answer = { token: 't', expiresAt: SERVER_NOW + TOKEN_LIFE_MS };
  const response = new Response(null, { headers: date === null ? {} : { Date: date } });
  const sentAt = SERVER_NOW + skewMs - LATENCY_MS;
  const receivedAt = SERVER_NOW + skewMs + LATENCY_MS;
  return { received: withExpiryOnDeviceClock(answer, response, sentAt), receivedAt };
}

describe('withExpiryOnDeviceClock (a token measured on one clock)', () => {
  it.each([
    ['on time', 0],
    ['6 minutes fast', 6 * 60_000],
    ['3 hours fast', 3 * 3_600_000],
    ['3 hours slow', -3 * 3_600_000],
  ])('a device %s renews shortly before the real expiry, not at once and not after', (_, skewMs) => {
    const { received, receivedAt } = receive(skewMs);
    expect(received.token).toBe('t');
    // Not due when it arrives: no renewal before every call.
    expect(renewDue(received.expiresAt, receivedAt)).toBe(false);
    expect(received.expiresAt - receivedAt).toBeGreaterThan(TOKEN_LIFE_MS - 2_000);
    // On the device's clock, due a few seconds before the server's expiry, and never after it.
    const realExpiryOnDevice = SERVER_NOW + TOKEN_LIFE_MS + skewMs;
    expect(received.expiresAt).toBeLessThanOrEqual(realExpiryOnDevice);
    expect(renewDue(received.expiresAt, realExpiryOnDevice - RENEW_MARGIN_MS - 2_000)).toBe(false);
    expect(renewDue(received.expiresAt, realExpiryOnDevice - RENEW_MARGIN_MS)).toBe(true);
  });

  it('leans early on the Date header, which has whole seconds only', () => {
    const { received } = receive(0);
    // The server's time was 14:41:07.620; the header says 14:41:07, so up to a second more passed.
    expect(SERVER_NOW + TOKEN_LIFE_MS - received.expiresAt).toBeGreaterThanOrEqual(LATENCY_MS);
    expect(SERVER_NOW + TOKEN_LIFE_MS - received.expiresAt).toBeLessThanOrEqual(1_000 + LATENCY_MS);
  });

  it('without a readable Date the device reading stands, but never so short that every call renews', () => {
    const fast = receive(6 * 60_000, null);
    expect(fast.received.expiresAt - fast.receivedAt).toBeGreaterThan(LIFE_WITHOUT_SERVER_TIME_MS - 1_000);
    expect(renewDue(fast.received.expiresAt, fast.receivedAt)).toBe(false);
    const unreadable = receive(6 * 60_000, 'yesterday');
    expect(unreadable.received.expiresAt).toBe(fast.received.expiresAt);
    // A device on time keeps the server's expiry as it is.
    expect(receive(0, null).received.expiresAt).toBe(SERVER_NOW + TOKEN_LIFE_MS);
  });
});
