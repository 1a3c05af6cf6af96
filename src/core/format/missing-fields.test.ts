import { describe, expect, it } from 'vitest';
import { missingFieldsHint } from './missing-fields';

describe('missingFieldsHint (walkthrough 39, D1)', () => {
  it('says nothing when every required field is filled', () => {
    expect(missingFieldsHint([])).toBeUndefined();
  });

  it('names the empty fields in words, in the order given', () => {
    expect(missingFieldsHint(['Comment'])).toBe('Fill in Comment to save.');
    expect(missingFieldsHint(['Title', 'Description'])).toBe('Fill in Title and Description to save.');
    expect(missingFieldsHint(['Apps', 'Change type', 'Comment'])).toBe(
      'Fill in Apps, Change type, and Comment to save.',
    );
  });
});
