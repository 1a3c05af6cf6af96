import { describe, expect, it } from 'vitest';
import { versionUpdatedDecision } from './version-updated';

describe('versionUpdatedDecision', () => {
  it.each([
    ['absent, claim true → open and store', undefined, true, { open: true, store: true }],
    ['false, claim true → open and store', false, true, { open: true, store: true }],
    ['true, claim true → already seen', true, true, { open: false }],
    ['true, claim false → reset for the next update', true, false, { open: false, store: false }],
    ['absent, claim false → nothing', undefined, false, { open: false }],
    ['absent, no Version claim → nothing', undefined, undefined, { open: false }],
    ['true, no Version claim → reset', true, undefined, { open: false, store: false }],
  ])('%s', (_case, stored, claim, expected) => {
    expect(versionUpdatedDecision(stored, claim)).toEqual(expected);
  });
});
