import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { readWholeNumber, type WholeNumberReading, type WholeNumberRules } from '../format/whole-number';

export interface WholeNumberInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'min' | 'max' | 'inputMode' | 'type'>,
    WholeNumberRules {
  /** A number, '' or null for none, or the text the field was left with when it was refused. */
  value: number | string | null;
  /** Every keystroke: the text as typed and what it reads as (a refusal carries its message). */
  onChange: (text: string, reading: WholeNumberReading) => void;
}

const textOf = (value: number | string | null) => (value === null ? '' : String(value));

/** Whether the text on screen already stands for `value` ('07' for 7): then it is left as typed. */
function showsValue(text: string, value: number | string | null, rules: WholeNumberRules): boolean {
  if (typeof value === 'string') return text === value;
  const reading = readWholeNumber(text, rules);
  return value === null ? reading.kind === 'empty' : reading.kind === 'number' && reading.value === value;
}

/**
 * The app's one number field (docs/architecture.md, 'Number fields'): it keeps what was typed and
 * says what is wrong with it ('Enter a whole number of seconds (digits only).'), where Mantine's
 * NumberInput dropped the keys it did not take ('1e3' became '13', and the form's message then
 * spoke of 13). The numeric keyboard on phones; the caller's own message (a range from the
 * contract) when the text is a whole number. A disabled field shows no message of its own.
 */
export function WholeNumberInput({
  value,
  onChange,
  unit,
  allowNegative,
  min,
  max,
  error,
  disabled,
  ...props
}: WholeNumberInputProps) {
  const rules = { unit, allowNegative, min, max };
  const [text, setText] = useState(() => textOf(value));
  // A value set from outside (the form reset, a reading from the server) replaces the text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value replaces the text
  useEffect(() => {
    setText((shown) => (showsValue(shown, value, rules) ? shown : textOf(value)));
  }, [value]);
  const reading = readWholeNumber(text, rules);
  return (
    <TextInput
      {...props}
      inputMode={allowNegative ? 'text' : 'numeric'}
      disabled={disabled}
      value={text}
      error={reading.kind === 'refused' && !disabled ? reading.message : error}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        onChange(typed, readWholeNumber(typed, rules));
      }}
    />
  );
}
