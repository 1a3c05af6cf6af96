import { Box, Group, Paper, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { ContextOption, ResultOption, SearchOption, SearchPanel } from './model/search-panel';
import { NO_RESULTS_TEXT } from './model/search-results';
import classes from './SearchResultsPanel.module.css';

interface SearchResultsPanelProps {
  panel: SearchPanel;
  listboxId: string;
  optionId: (key: string) => string;
  activeKey: string | null;
  onChoose: (option: SearchOption) => void;
  onActivate: (key: string) => void;
}

// Keeps the focus in the search box (the combobox) while an option is clicked.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The results of the global search (S1 §2.5) as an ARIA listbox: 'Apps & Pages' and 'Other'
 * groups, 'No Results', and the 'Search {context}' entries. The search box stays focused and
 * points at the active option with aria-activedescendant.
 */
export function SearchResultsPanel({
  panel,
  listboxId,
  optionId,
  activeKey,
  onChoose,
  onActivate,
}: SearchResultsPanelProps) {
  const row = (option: SearchOption): OptionAttributes => ({
    id: optionId(option.key),
    role: 'option',
    'aria-selected': option.key === activeKey,
    onMouseDown: keepFocus,
    onMouseMove: () => option.key !== activeKey && onActivate(option.key),
    onClick: () => onChoose(option),
  });
  return (
    <Paper shadow="md" withBorder p={4} className={classes.panel}>
      {panel.noResults && (
        <Text role="status" size="sm" c="dimmed" p="xs">
          {NO_RESULTS_TEXT}
        </Text>
      )}
      <div role="listbox" id={listboxId} aria-label="Search results">
        {panel.sections.map((section) => (
          // biome-ignore lint/a11y/useSemanticElements: option groups inside a listbox are role=group (ARIA listbox pattern); a fieldset groups form controls
          <div key={section.section} role="group" aria-labelledby={`${listboxId}-${section.section}`}>
            <Text id={`${listboxId}-${section.section}`} size="xs" fw={700} c="dimmed" px="xs" pt={6} pb={2}>
              {section.label}
            </Text>
            {section.options.map((option) => (
              <ResultRow key={option.key} option={option} props={row(option)} />
            ))}
          </div>
        ))}
        {panel.contexts.length > 0 && (
          <Group role="group" aria-label="Search in" justify="space-between" gap={4} pt={4} wrap="nowrap">
            {panel.contexts.map((option) => (
              <ContextRow key={option.key} option={option} props={row(option)} />
            ))}
          </Group>
        )}
      </div>
    </Paper>
  );
}

/** The attributes and handlers every option row receives. */
interface OptionAttributes {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  onMouseDown: (event: MouseEvent) => void;
  onMouseMove: () => void;
  onClick: () => void;
}

type RowProps = { props: OptionAttributes };

function ResultRow({ option, props }: RowProps & { option: ResultOption }) {
  const { item, parent } = option;
  const context = parent ? `in ${parent.title}` : item.subtitle;
  const isFolder = item.pages.length > 0;
  return (
    <Box
      {...props}
      aria-disabled={item.disabled || undefined}
      px="xs"
      py={6}
      pl={option.underOpenFolder ? 'xl' : 'xs'}
      className={classes.row}
    >
      <Text size="sm" fw={500}>
        {item.title}
        {isFolder && (
          <Text span aria-hidden c="dimmed">
            {option.folderOpen ? ' ▾' : ' ▸'}
          </Text>
        )}
      </Text>
      {context && (
        <Text size="xs" c="dimmed">
          {context}
        </Text>
      )}
    </Box>
  );
}

function ContextRow({ option, props }: RowProps & { option: ContextOption }) {
  return (
    <Box {...props} aria-checked={option.checked} px="xs" py={6} className={classes.row}>
      <Text size="sm" c="blue" fw={option.checked ? 700 : 400}>
        {option.label}
      </Text>
    </Box>
  );
}
