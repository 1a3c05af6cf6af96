import { describe, expect, it } from 'vitest';
import { Headers } from '../../contracts/headers';
import { createKeyOption, newCreateKey } from './create-key';

describe('createKeyOption', () => {
  it("sends a draft's key as the Idempotency-Key, and nothing without one", () => {
    expect(createKeyOption('draft-1')).toEqual({ headers: { [Headers.idempotencyKey]: 'draft-1' } });
    expect(createKeyOption(undefined)).toEqual({});
  });
});

describe('newCreateKey', () => {
  it('gives each new draft a key of its own', () => {
    const [a, b] = [newCreateKey(), newCreateKey()];
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });
});
