import { Box, Group, Paper, Text } from '@mantine/core';
import {
  type CSSProperties,
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_RESULTS_Z_INDEX } from '../../core/ui/layer-z-indexes';
import { plain } from '../../core/ui/plain';
import { SEARCH_DEBOUNCE_MS } from '../../core/ui/search-debounce';
import {
  type ContextOption,
  type ResultOption,
  resultCountText,
  type SearchOption,
  type SearchPanel,
} from './model/search-panel';
import classes from './SearchResultsPanel.module.css';

/** S1's words for a search that found nothing; here, in the panel's lazily loaded chunk. */
const NO_RESULTS_TEXT = 'No Results';

interface SearchResultsPanelProps {
  /** The search box: the panel opens under its left edge. */
  anchor: RefObject<HTMLElement | null>;
  panel: SearchPanel;
  listboxId: string;
  optionId: (key: string) => string;
  activeKey: string | null;
  onChoose: (option: SearchOption) => void;
  onActivate: (key: string) => void;
}

// Keeps the focus in the search box (the combobox) while an option is clicked.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Where the panel opens, in the viewport: under the anchor's left edge. */
interface Place {
  left: number;
  top: number;
}

/**
 * The anchor's place, measured after every render (a keystroke, an arrow) and a frame after a
 * resize, once the title bar has its new layout (crossing the phone breakpoint changes its items).
 * The title bar is fixed, so scrolling never moves it. Unchanged, the old place is kept: no render.
 */
function useAnchorPlace(anchor: RefObject<HTMLElement | null>) {
  const [place, setPlace] = useState<Place>();
  const measure = useCallback(() => {
    const box = anchor.current?.getBoundingClientRect();
    if (box)
      setPlace((old) =>
        old?.left === box.left && old.top === box.bottom ? old : { left: box.left, top: box.bottom },
      );
  }, [anchor]);
  useLayoutEffect(measure);
  // Subscribed once while open, not again at every keystroke.
  useEffect(() => {
    const onResize = () => requestAnimationFrame(measure);
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, [measure]);
  return place;
}

/**
 * The results' count as a screen reader hears it (walkthrough 32, D4: only 'No Results' was heard;
 * with results nothing was, and a tablet user without arrow keys could not tell a list had opened).
 * One polite status, in the page from the panel's opening, empty, so its first count is a change a
 * screen reader reads; the count is put there once the typing has paused for `SEARCH_DEBOUNCE_MS`
 * (one count for a typed word, not one per letter), and a count that stays the same changes
 * nothing, so it is not heard again. Cleared at once when nothing matches ('No Results' speaks).
 * Not Mantine's `useDebouncedValue`: it starts with the first count, which a screen reader misses.
 */
function useHeardCount(text: string): string {
  const [heard, setHeard] = useState('');
  useEffect(() => {
    if (!text) {
      setHeard('');
      return;
    }
    const timer = setTimeout(() => setHeard(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return text ? heard : '';
}

/**
 * The results of the global search (S1 §2.5) as an ARIA listbox: 'Apps & Pages' and 'Other'
 * groups, 'No Results', and the 'Search {context}' entries. The search box stays focused and
 * points at the active option with aria-activedescendant.
 *
 * Portalled to the body at `SEARCH_RESULTS_Z_INDEX`: inside the title bar (Mantine's header,
 * z-index 100) no z-index of its own could lift it over the sidebar (101) or the page's layers.
 */
export function SearchResultsPanel({
  anchor,
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
  const place = useAnchorPlace(anchor);
  const heardCount = useHeardCount(resultCountText(panel));
  const style = {
    '--search-results-top': `${place?.top}px`,
    '--search-results-left': `${place?.left}px`,
    zIndex: SEARCH_RESULTS_Z_INDEX,
  } as CSSProperties;
  return createPortal(
    // A named section (a region landmark): portalled out of the title bar's banner, the results
    // were outside every landmark, where a screen reader's landmark list cannot reach them (axe
    // 'region', walkthrough 12 D5).
    <Paper
      component="section"
      aria-label="Search"
      shadow="md"
      withBorder
      p={4}
      className={classes.panel}
      style={style}
    >
      {panel.noResults && (
        <Text role="status" size="sm" c="dimmed" p="xs">
          {NO_RESULTS_TEXT}
        </Text>
      )}
      <span role="status" className={plain.visuallyHidden}>
        {heardCount}
      </span>
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
    </Paper>,
    document.body,
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

/**
 * A result row's padding, as Mantine's Box style props wrote it (px xs, py 6, pl xs or, under an
 * open folder, xl). Both with the same properties: React clears a property a style drops, and
 * clearing one side of a shorthand left that side unpadded. Constants: a row is drawn per result
 * and per keystroke.
 */
const ROW_PADDING: CSSProperties = {
  paddingInline: 'var(--mantine-spacing-xs)',
  paddingBlock: 'calc(0.375rem * var(--mantine-scale))',
};
const ROW_STYLE: CSSProperties = { ...ROW_PADDING, paddingLeft: 'var(--mantine-spacing-xs)' };
const UNDER_FOLDER_ROW_STYLE: CSSProperties = { ...ROW_PADDING, paddingLeft: 'var(--mantine-spacing-xl)' };
const TITLE_CLASS = `${plain.text} ${plain.sm} ${plain.medium}`;
const CONTEXT_CLASS = `${plain.text} ${plain.xs} ${plain.dimmed}`;
const FOLDER_MARK_CLASS = `${plain.text} ${plain.dimmed}`;

/**
 * One result: its title (a folder's with ▸ or ▾) and its folder or subtitle. Plain elements styled
 * as Mantine's Box and Text (core/ui/plain.ts): the first keys of a search draw a hundred rows or
 * more with a large menu, each Text's props and styles machinery at every keystroke
 * (docs/performance.md, Large data).
 */
function ResultRow({ option, props }: RowProps & { option: ResultOption }) {
  const { item, parent } = option;
  const context = parent ? `in ${parent.title}` : item.subtitle;
  const isFolder = item.pages.length > 0;
  return (
    <div
      {...props}
      aria-disabled={item.disabled || undefined}
      style={option.underOpenFolder ? UNDER_FOLDER_ROW_STYLE : ROW_STYLE}
      className={classes.row}
    >
      <p className={TITLE_CLASS}>
        {item.title}
        {isFolder && (
          <span aria-hidden className={FOLDER_MARK_CLASS}>
            {option.folderOpen ? ' ▾' : ' ▸'}
          </span>
        )}
      </p>
      {context && <p className={CONTEXT_CLASS}>{context}</p>}
    </div>
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
