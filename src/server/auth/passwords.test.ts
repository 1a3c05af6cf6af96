import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the password that was hashed and rejects another', async () => {
    const stored = hashPassword('demo');
    expect(await verifyPassword('demo', stored)).toBe(true);
    expect(await verifyPassword('Demo', stored)).toBe(false);
  });

  it('salts each hash and never contains the password', () => {
    const first = hashPassword('demo');
    const second = hashPassword('demo');
    expect(first).not.toBe(second);
    expect(first).not.toContain('demo');
    expect(first.startsWith('scrypt$')).toBe(true);
  });

  it('treats a malformed stored hash as no match', async () => {
    expect(await verifyPassword('demo', 'demo')).toBe(false);
  });
});
