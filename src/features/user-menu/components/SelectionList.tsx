import { Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { filterByLabel, showsListFilter } from '../../../core/format/list-filter';
import classes from './UserMenuPopover.module.css';

const ARROW_STEPS: Partial<Record<string, number>> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

/** Marks a list's filter box, so typing elsewhere in the menu can send its letters there. */
export const LIST_FILTER_ATTRIBUTE = 'data-list-filter';

interface SelectionListProps {
  /** Names the radio group ('Account', 'Role'). */
  label: string;
  /** What the list holds, for its filter box ('accounts', 'roles'). */
  plural: string;
  options: { value: number; label: string }[];
  selected: number | undefined;
  disabled: boolean;
  onSelect: (value: number) => void;
}

/**
 * The accounts or roles to switch between: choosing one switches at once (no separate OK). A
 * radio's arrow keys would check the next one, that is switch, so a keyboard user could not reach
 * the third account without switching to the second (walkthrough 3): here the arrows only move
 * the focus, and Enter or Space (or a click) chooses. A long list (`showsListFilter`) has a filter
 * box above it, which stays while the list scrolls (walkthrough 7); Down in the box goes to the
 * first account shown.
 */
export function SelectionList({ label, plural, options, selected, disabled, onSelect }: SelectionListProps) {
  const [chosen, setChosen] = useState<number>();
  const [query, setQuery] = useState('');
  const radios = useRef<HTMLDivElement>(null);
  const filtered = showsListFilter(options.length);
  const shown = filtered ? filterByLabel(options, query, (option) => option.label) : options;
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
    const all = [...event.currentTarget.querySelectorAll('input')];
    all[(all.indexOf(radio) + step + all.length) % all.length]?.focus();
  };
  const onFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    radios.current?.querySelector('input')?.focus();
  };
  return (
    <Stack gap={6} className={classes.fill}>
      {filtered && (
        <TextInput
          size="xs"
          type="search"
          aria-label={`Filter ${plural}`}
          placeholder={`Filter ${plural}`}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onFilterKeyDown}
          {...{ [LIST_FILTER_ATTRIBUTE]: '' }}
        />
      )}
      <div className={classes.list}>
        <Radio.Group
          label={label}
          value={selected === undefined ? null : String(selected)}
          onChange={(value) => choose(Number(value))}
        >
          <Stack ref={radios} gap={6} mt={6} onKeyDown={onKeyDown}>
            {shown.map((option) => (
              <Group key={option.value} gap="xs" wrap="nowrap">
                <Radio value={String(option.value)} label={option.label} disabled={disabled} />
                {disabled && chosen === option.value && (
                  <Loader size={14} aria-label={`Switching to ${option.label}`} />
                )}
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        {shown.length === 0 && (
          <Text size="sm" c="dimmed" role="status" mt={6}>
            No {plural} match '{query.trim()}'.
          </Text>
        )}
      </div>
    </Stack>
  );
}
