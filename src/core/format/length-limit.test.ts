import { describe, expect, it } from 'vitest';
import {
  LENGTH_HINT_WITHIN,
  lengthLimitHint,
  searchedPart,
  searchLengthProblem,
  tooLongProblem,
} from './length-limit';

const car = '🚗';
// Man, joiner, woman, joiner, girl: one character to a reader, five code points to the contract.
const family = '👨‍👩‍👧';

describe('lengthLimitHint', () => {
  it('says nothing while the text is well under its limit', () => {
    expect(lengthLimitHint('', 200)).toBeUndefined();
    expect(lengthLimitHint('a'.repeat(200 - LENGTH_HINT_WITHIN - 1), 200)).toBeUndefined();
  });

  it('counts the characters near and at the limit', () => {
    expect(lengthLimitHint('a'.repeat(200 - LENGTH_HINT_WITHIN), 200)).toBe('180 / 200 characters');
    expect(lengthLimitHint('a'.repeat(200), 200)).toBe('200 / 200 characters');
  });

  it('leaves a text over the limit to tooLongProblem, which counts it too', () => {
    expect(lengthLimitHint('a'.repeat(201), 200)).toBeUndefined();
  });

  it('counts an emoji as one character, as the contract does (walkthrough 15, D5)', () => {
    expect(lengthLimitHint(car.repeat(100), 200)).toBeUndefined();
    expect(lengthLimitHint(car.repeat(190), 200)).toBe('190 / 200 characters');
  });
});

describe('tooLongProblem (walkthrough 35, D2)', () => {
  it('says nothing up to the limit', () => {
    expect(tooLongProblem('', 200, 'A title')).toBeUndefined();
    expect(tooLongProblem('a'.repeat(200), 200, 'A title')).toBeUndefined();
    expect(tooLongProblem(car.repeat(200), 200, 'A title')).toBeUndefined();
  });

  it('says the limit and the count of a longer text, an emoji counted as one', () => {
    expect(tooLongProblem('a'.repeat(250), 200, 'A title')).toBe(
      'A title is at most 200 characters: this one has 250.',
    );
    expect(tooLongProblem(car.repeat(201), 200, 'A message')).toBe(
      'A message is at most 200 characters: this one has 201.',
    );
  });
});

describe('searchLengthProblem and searchedPart (walkthrough 35, D2)', () => {
  it('takes a search within the limit as it is, trimmed', () => {
    expect(searchLengthProblem(` ${'a'.repeat(100)} `, 100)).toBeUndefined();
    expect(searchedPart(` ${'a'.repeat(100)} `, 100)).toBe('a'.repeat(100));
  });

  it('says a longer search is searched by its first characters, and searches those', () => {
    const pasted = `${'a'.repeat(100)}b${'c'.repeat(49)}`;
    expect(searchLengthProblem(pasted, 100)).toBe(
      'A search is at most 100 characters: this one has 150. Only its first 100 are searched.',
    );
    expect(searchedPart(pasted, 100)).toBe('a'.repeat(100));
  });

  it('cuts in whole characters, never inside an emoji, and trims what is left', () => {
    expect(searchedPart(`${'a'.repeat(99)}${car}${car}`, 100)).toBe(`${'a'.repeat(99)}${car}`);
    // The family would end at 102: none of it is kept, nor the space before it.
    expect(searchedPart(`${'a'.repeat(96)} ${family}x`, 100)).toBe('a'.repeat(96));
  });
});
