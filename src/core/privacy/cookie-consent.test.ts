import { describe, expect, it, test } from 'vitest';
import { cookieConsentAcceptedAt, cookieConsentSchema } from './cookie-consent';

describe('cookieConsentSchema', () => {
  it('reads back what acceptance stores', () => {
    const stored = JSON.parse(JSON.stringify(cookieConsentAcceptedAt(new Date(Date.UTC(2026, 0, 2)))));
    expect(cookieConsentSchema.parse(stored)).toEqual({ acceptedAt: '2026-01-02T00:00:00.000Z' });
  });

  test.each([[true], ['yes'], [{}], [{ acceptedAt: 'yesterday' }], [null]])(
    'treats %j (an older or hand-made value) as not accepted',
    (stored) => {
      expect(cookieConsentSchema.safeParse(stored).success).toBe(false);
    },
  );
});
