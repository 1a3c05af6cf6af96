import { describe, expect, it } from 'vitest';
import { decoyPasswordHash, hashPassword, passwordCost, testPasswordCost, verifyPassword } from './passwords';

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

  it('stores the cost it hashed at, and checks a hash of either cost', async () => {
    const full = hashPassword('demo');
    const cheap = hashPassword('demo', testPasswordCost);
    expect(full.split('$').slice(1, 4)).toEqual(['16384', '8', '1']);
    expect(cheap.split('$').slice(1, 4)).toEqual(['1024', '8', '1']);
    expect(await verifyPassword('demo', cheap)).toBe(true);
    expect(await verifyPassword('demo!', cheap)).toBe(false);
  });

  it('makes one decoy per cost, at that cost, matching no password', async () => {
    const decoy = decoyPasswordHash(testPasswordCost);
    expect(decoyPasswordHash(testPasswordCost)).toBe(decoy);
    expect(decoy.split('$')[1]).toBe('1024');
    expect(decoyPasswordHash(passwordCost).split('$')[1]).toBe('16384');
    expect(await verifyPassword('demo', decoy)).toBe(false);
  });
});
