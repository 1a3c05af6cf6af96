/**
 * What a number field's text reads as (docs/architecture.md, 'Number fields'). A field keeps what
 * was typed and says what is wrong with it, rather than dropping keys as they are pressed: a
 * browser's or a library's number field drops '1e3' to '13' and '15.5' to '155' or '15', and the
 * message then talks about a number nobody typed.
 */
export type WholeNumberReading =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  /** Not a whole number, or out of the field's range: the message says which. */
  | { kind: 'refused'; message: string };

export interface WholeNumberRules {
  /** The unit the message names ('seconds', 'pixels'); none for a bare number. */
  unit?: string;
  /** A minus sign first is allowed (an offset): off by default. */
  allowNegative?: boolean;
  min?: number;
  max?: number;
}

/** Digits only, a minus sign first where allowed; spaces around are forgiven. */
const WHOLE = /^\d+$/;
const SIGNED_WHOLE = /^-?\d+$/;

/**
 * The message for text that is not a whole number (digits only). A sentence with its full stop, as
 * the contracts' messages beside it ('Refresh interval must be at least 15 seconds.'; walkthrough
 * 31, O7).
 */
export function notWholeMessage({ unit, allowNegative }: WholeNumberRules = {}): string {
  const what = unit ? `a whole number of ${unit}` : 'a whole number';
  return `Enter ${what} (digits only${allowNegative ? ', a minus sign first for a negative one' : ''}).`;
}

/** The message for a whole number out of the field's range, a sentence too. */
export function outOfRangeMessage({ unit, min, max }: WholeNumberRules): string {
  const units = unit ? ` ${unit}` : '';
  if (min !== undefined && max !== undefined) return `Enter a whole number from ${min} to ${max}${units}.`;
  if (min !== undefined) return `Enter a whole number of at least ${min}${units}.`;
  return `Enter a whole number of at most ${max}${units}.`;
}

export function readWholeNumber(text: string, rules: WholeNumberRules = {}): WholeNumberReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const pattern = rules.allowNegative ? SIGNED_WHOLE : WHOLE;
  const value = Number(trimmed);
  if (!pattern.test(trimmed) || !Number.isSafeInteger(value))
    return { kind: 'refused', message: notWholeMessage(rules) };
  if ((rules.min !== undefined && value < rules.min) || (rules.max !== undefined && value > rules.max))
    return { kind: 'refused', message: outOfRangeMessage(rules) };
  // -0 reads as 0.
  return { kind: 'number', value: value === 0 ? 0 : value };
}

/**
 * What a form keeps for a number field: the number, '' when empty, else the text as typed (so the
 * form refuses to save it, and the field still shows it).
 */
export function wholeNumberFieldValue(text: string, reading: WholeNumberReading): number | string {
  if (reading.kind === 'number') return reading.value;
  return reading.kind === 'empty' ? '' : text;
}
