// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type WholeNumberReading, wholeNumberFieldValue } from '../format/whole-number';
import { WholeNumberInput, type WholeNumberInputProps } from './WholeNumberInput';

afterEach(cleanup);

/** A form holding the field's value as the app's forms do (`wholeNumberFieldValue`). */
function Form(
  props: Partial<WholeNumberInputProps> & { start?: number | string; readings?: WholeNumberReading[] },
) {
  const { start = 60, readings = [], ...rules } = props;
  const [value, setValue] = useState<number | string>(start);
  return (
    <MantineProvider env="test">
      <WholeNumberInput
        label="Refresh every (seconds)"
        unit="seconds"
        {...rules}
        value={value}
        onChange={(text, reading) => {
          readings.push(reading);
          setValue(wholeNumberFieldValue(text, reading));
        }}
      />
      <button type="button" onClick={() => setValue(45)}>
        Reset
      </button>
    </MantineProvider>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Refresh every (seconds)' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const message = () =>
  field().getAttribute('aria-invalid') === 'true' && screen.queryByText(/^Enter /)?.textContent;

describe('WholeNumberInput', () => {
  it.each(['1e3', '15.5'])('keeps %j as typed and says it must be a whole number of seconds', (text) => {
    const readings: WholeNumberReading[] = [];
    render(<Form readings={readings} />);
    type(text);
    expect(field().value).toBe(text);
    expect(message()).toBe('Enter a whole number of seconds (digits only).');
    expect(readings.at(-1)).toEqual({
      kind: 'refused',
      message: 'Enter a whole number of seconds (digits only).',
    });
  });

  it('a whole number clears the message and is handed on as a number', () => {
    const readings: WholeNumberReading[] = [];
    render(<Form readings={readings} />);
    type('1e3');
    type('90');
    expect(field().value).toBe('90');
    expect(message()).toBeFalsy();
    expect(readings.at(-1)).toEqual({ kind: 'number', value: 90 });
    expect(field().inputMode).toBe('numeric');
  });

  it("shows the caller's message for a whole number, its own for text that is not one", () => {
    render(<Form error="Refresh interval must be at least 15 seconds." start={5} />);
    expect(screen.getByText('Refresh interval must be at least 15 seconds.')).toBeTruthy();
    type('5.');
    expect(message()).toBe('Enter a whole number of seconds (digits only).');
    expect(screen.queryByText('Refresh interval must be at least 15 seconds.')).toBeNull();
  });

  it('takes a minus sign where allowed, and names the range when out of it', () => {
    render(<Form unit="pixels" allowNegative min={-1000} max={1000} start="" />);
    type('-8');
    expect(message()).toBeFalsy();
    type('1200');
    expect(message()).toBe('Enter a whole number from -1000 to 1000 pixels.');
  });

  it('a value set from outside replaces the text; a disabled field shows no message of its own', () => {
    const { rerender } = render(<Form />);
    type('1e3');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field().value).toBe('45');
    type('1e3');
    rerender(<Form disabled />);
    expect(field().value).toBe('1e3');
    expect(screen.queryByText(/^Enter /)).toBeNull();
  });
});
