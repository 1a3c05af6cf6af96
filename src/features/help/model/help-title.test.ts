import { describe, expect, it } from 'vitest';
import { helpTitleProblem } from './help-title';

describe('helpTitleProblem', () => {
  it('accepts a title up to the limit, measured trimmed as the contract does', () => {
    expect(helpTitleProblem('Night shift', 200)).toBeUndefined();
    expect(helpTitleProblem(`  ${'x'.repeat(200)}  `, 200)).toBeUndefined();
  });

  it('says a longer title is too long, with its count, instead of cutting it (walkthrough 35, D2)', () => {
    expect(helpTitleProblem('x'.repeat(250), 200)).toBe(
      'A title is at most 200 characters: this one has 250.',
    );
  });

  it('names a refused character first', () => {
    expect(helpTitleProblem(`Night\u0000${'x'.repeat(250)}`, 200)).toBe(
      'A title cannot hold control characters (such as NUL): remove them.',
    );
  });
});
