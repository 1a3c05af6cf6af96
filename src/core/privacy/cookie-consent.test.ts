import { describe, expect, it, test } from 'vitest';
import { consentState, cookieConsentAnswer, cookieConsentSchema } from './cookie-consent';

describe('cookieConsentSchema', () => {
  test.each([[true], [false]])('reads back what an answer stores (analytics %s)', (analytics) => {
    const stored = JSON.parse(JSON.stringify(cookieConsentAnswer(new Date(Date.UTC(2026, 0, 2)), analytics)));
    expect(cookieConsentSchema.parse(stored)).toEqual({ answeredAt: '2026-01-02T00:00:00.000Z', analytics });
  });

  test.each([
    [true],
    ['yes'],
    [{}],
    [{ answeredAt: 'yesterday', analytics: true }],
    [{ answeredAt: '2026-01-02T00:00:00.000Z' }],
    // An Accept given before 2026-12-01, whose text did not name analytics: asked again.
    [{ acceptedAt: '2026-01-02T00:00:00.000Z' }],
    [null],
  ])('treats %j (an older or hand-made value) as not answered', (stored) => {
    expect(cookieConsentSchema.safeParse(stored).success).toBe(false);
  });
});

describe('consentState (walkthrough 29, D2)', () => {
  const at = new Date(Date.UTC(2026, 11, 1));
  it.each([
    ['not answered: the banner asks, analytics off', undefined, { answered: false, analytics: false }],
    [
      'Only necessary: the banner goes, analytics off',
      cookieConsentAnswer(at, false),
      { answered: true, analytics: false },
    ],
    [
      'Accept: the banner goes, analytics on',
      cookieConsentAnswer(at, true),
      { answered: true, analytics: true },
    ],
  ])('%s', (_case, stored, state) => {
    expect(consentState(stored)).toEqual(state);
  });
});
