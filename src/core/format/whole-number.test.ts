import { describe, expect, it } from 'vitest';
import { notWholeMessage, readWholeNumber } from './whole-number';

const seconds = { unit: 'seconds' };

describe('readWholeNumber', () => {
  it.each([
    ['60', 60],
    [' 15 ', 15],
    ['007', 7],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(readWholeNumber(text, seconds)).toEqual({ kind: 'number', value });
  });

  it('reads nothing typed as empty', () => {
    expect(readWholeNumber('  ', seconds)).toEqual({ kind: 'empty' });
  });

  it.each(['1e3', '15.5', '15,5', '1 000', '12a', '+5', '-5', '0x10', 'Infinity', '99999999999999999999'])(
    'refuses %j, saying it must be a whole number of seconds',
    (text) => {
      expect(readWholeNumber(text, seconds)).toEqual({
        kind: 'refused',
        message: 'Enter a whole number of seconds (digits only).',
      });
    },
  );

  it('takes a minus sign first where negative numbers are allowed, and says so when refusing', () => {
    const pixels = { unit: 'pixels', allowNegative: true };
    expect(readWholeNumber('-8', pixels)).toEqual({ kind: 'number', value: -8 });
    expect(readWholeNumber('-0', pixels)).toEqual({ kind: 'number', value: 0 });
    expect(readWholeNumber('8-', pixels)).toEqual({
      kind: 'refused',
      message: 'Enter a whole number of pixels (digits only, a minus sign first for a negative one).',
    });
  });

  it('refuses a whole number out of range, naming the range', () => {
    const offset = { unit: 'pixels', allowNegative: true, min: -1000, max: 1000 };
    expect(readWholeNumber('1001', offset)).toEqual({
      kind: 'refused',
      message: 'Enter a whole number from -1000 to 1000 pixels.',
    });
    expect(readWholeNumber('-1000', offset)).toEqual({ kind: 'number', value: -1000 });
    expect(readWholeNumber('3', { min: 5 })).toMatchObject({
      message: 'Enter a whole number of at least 5.',
    });
  });

  it('names no unit when the field has none', () => {
    expect(notWholeMessage()).toBe('Enter a whole number (digits only).');
  });
});
