import { describe, expect, it } from 'vitest';
import { newRecordId } from './record-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRecordId', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(newRecordId()).toMatch(UUID_V4);
    expect(newRecordId()).not.toBe(newRecordId());
  });

  it('builds a version 4 uuid from random bytes outside a secure context', () => {
    const id = newRecordId({ getRandomValues: (array) => crypto.getRandomValues(array) });
    expect(id).toMatch(UUID_V4);
  });
});
