import { Group, Loader, Radio, Stack } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';

const ARROW_STEPS: Partial<Record<string, number>> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

interface SelectionListProps {
  /** Names the radio group ('Account', 'Role'). */
  label: string;
  options: { value: number; label: string }[];
  selected: number | undefined;
  disabled: boolean;
  onSelect: (value: number) => void;
}

/**
 * The accounts or roles to switch between: choosing one switches at once (no separate OK). A
 * radio's arrow keys would check the next one, that is switch, so a keyboard user could not reach
 * the third account without switching to the second (walkthrough 3): here the arrows only move
 * the focus, and Enter or Space (or a click) chooses.
 */
export function SelectionList({ label, options, selected, disabled, onSelect }: SelectionListProps) {
  const [chosen, setChosen] = useState<number>();
  const choose = (next: number) => {
    setChosen(next);
    onSelect(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const radio = event.target;
    if (!(radio instanceof HTMLInputElement)) return;
    const step = ARROW_STEPS[event.key];
    if (event.key === 'Enter' && !radio.checked) choose(Number(radio.value));
    if (step === undefined) return;
    event.preventDefault();
    const radios = [...event.currentTarget.querySelectorAll('input')];
    radios[(radios.indexOf(radio) + step + radios.length) % radios.length]?.focus();
  };
  return (
    <Radio.Group
      label={label}
      value={selected === undefined ? null : String(selected)}
      onChange={(value) => choose(Number(value))}
    >
      <Stack gap={6} mt={6} onKeyDown={onKeyDown}>
        {options.map((option) => (
          <Group key={option.value} gap="xs" wrap="nowrap">
            <Radio value={String(option.value)} label={option.label} disabled={disabled} />
            {disabled && chosen === option.value && (
              <Loader size={14} aria-label={`Switching to ${option.label}`} />
            )}
          </Group>
        ))}
      </Stack>
    </Radio.Group>
  );
}
