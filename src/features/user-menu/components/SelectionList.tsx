import { Group, Loader, Radio, Stack } from '@mantine/core';
import { useState } from 'react';

interface SelectionListProps {
  /** Names the radio group ('Account', 'Role'). */
  label: string;
  options: { value: number; label: string }[];
  selected: number | undefined;
  disabled: boolean;
  onSelect: (value: number) => void;
}

/** The accounts or roles to switch between: choosing one switches at once (no separate OK). */
export function SelectionList({ label, options, selected, disabled, onSelect }: SelectionListProps) {
  const [chosen, setChosen] = useState<number>();
  return (
    <Radio.Group
      label={label}
      value={selected === undefined ? null : String(selected)}
      onChange={(value) => {
        const next = Number(value);
        setChosen(next);
        onSelect(next);
      }}
    >
      <Stack gap={6} mt={6}>
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
