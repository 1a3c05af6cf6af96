import { TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type KeyboardEvent, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { keptQuery, launcherClickAction } from '../../core/menu/click-rule';
import { runEntryAction } from '../../core/menu/run-entry-action';
import { menuAtom } from '../../core/session/user-context';
import { useAtomValue } from '../../core/state/jotai';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import { useShownLocation } from '../../core/ui/useShownLocation';
import classes from './GlobalSearch.module.css';
import { moveActiveResult } from './model/result-navigation';
import { type SearchContextSide, searchContextsFor } from './model/search-context';
import { buildSearchPanel, findOption, type SearchOption } from './model/search-panel';
import { buildSearchEntries } from './model/search-results';
import { initialSearchState, type SearchEvent, searchReducer } from './model/search-state';
import { usePageTypingSearch } from './usePageTypingSearch';

/**
 * The results panel, out of the launcher's first chunks (docs/performance.md): drawn only once a
 * search has two characters, by which time it is in (fetched on idle, or at the first key).
 */
const SearchResultsPanel = lazyOnIdle(() => import('./SearchResultsPanel').then((m) => m.SearchResultsPanel));

export const SEARCH_LABEL = 'Search apps and pages';
/** Under Mantine's `sm` breakpoint the box is at most 180 px wide, too narrow for the whole label. */
const NARROW_PLACEHOLDER = 'Search';
const NARROW_QUERY = '(max-width: 47.99em)';

/**
 * The global search in the title bar (S1 §2.5): an ARIA combobox over the user's menu. Typing a
 * letter or digit anywhere on the page starts it; arrows move through the results and Enter
 * chooses one with the launcher's click rule.
 */
export function GlobalSearch() {
  const menu = useAtomValue(menuAtom);
  const location = useShownLocation();
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const [state, dispatchSearch] = useReducer(searchReducer, initialSearchState);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [openFolderId, setOpenFolderId] = useState<number | null>(null);
  // In use: focused and not put aside with Escape. On a phone it then covers the title bar.
  const [wide, setWide] = useState(false);
  // A narrowed search belongs to the page it was chosen on; another page starts unnarrowed.
  const [scope, setScope] = useState<{ side: SearchContextSide; href: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const lastKey = useRef<string | null>(null);
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (key: string) => `${id}-${key}`;

  const items = menu?.items;
  const entries = useMemo(() => buildSearchEntries(items ?? []), [items]);
  const contexts = useMemo(() => searchContextsFor(items ?? [], location.href), [items, location.href]);
  const panel = buildSearchPanel({
    entries,
    text: state.text,
    contexts,
    scope: scope?.href === location.href ? scope.side : null,
    openFolderId,
  });
  const active = findOption(panel, activeKey);
  const activeOptionId = state.open && active.option ? optionId(active.option.key) : undefined;

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);

  /** A new text or a closed panel: nothing is active and no folder is open. */
  const dispatch = (event: SearchEvent) => {
    if (event.type !== 'reopened') {
      setActiveKey(null);
      setOpenFolderId(null);
    }
    dispatchSearch(event);
  };

  usePageTypingSearch((action) => {
    if (action.kind === 'clear') return dispatch({ type: 'cleared' });
    dispatch({ type: 'startedFromPage', key: action.key });
    inputRef.current?.focus();
  });

  const choose = (option: SearchOption) => {
    setActiveKey(option.key);
    if (option.kind === 'context') {
      const narrowed = scope?.side === option.side && scope.href === location.href;
      setScope(narrowed ? null : { side: option.side, href: location.href });
      return;
    }
    const action = launcherClickAction(option.item, {
      currentSearch: keptQuery(location.searchStr, menu?.items ?? []),
    });
    if (action.kind === 'none') return;
    if (action.kind === 'openFolder') {
      setOpenFolderId(openFolderId === action.item.id ? null : action.item.id);
      return;
    }
    dispatch({ type: 'closed' });
    inputRef.current?.blur();
    runEntryAction(action);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    lastKey.current = event.key;
    // Escape gives the bar back and keeps the focus; the next key takes the bar again.
    setWide(event.key !== 'Escape');
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!state.open) return dispatch({ type: 'reopened' });
        const next = panel.options[moveActiveResult(active.index, event.key, panel.options.length)];
        setActiveKey(next?.key ?? null);
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (state.open && active.option) return choose(active.option);
        return dispatch({ type: 'enter' });
      case 'Escape':
        if (!state.open && state.cachedText === null) return;
        event.preventDefault();
        return dispatch({ type: 'escape' });
    }
  };

  const onChange = (text: string) => {
    dispatch(lastKey.current === 'Backspace' ? { type: 'backspace', text } : { type: 'textChanged', text });
    lastKey.current = null;
  };

  return (
    <div className={classes.frame} data-wide={wide || undefined}>
      <TextInput
        ref={inputRef}
        role="combobox"
        aria-label={SEARCH_LABEL}
        placeholder={narrow ? NARROW_PLACEHOLDER : SEARCH_LABEL}
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={state.open ? listboxId : undefined}
        aria-activedescendant={activeOptionId}
        autoComplete="off"
        spellCheck={false}
        value={state.text}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setWide(true);
          dispatch({ type: 'reopened' });
        }}
        onBlur={() => {
          setWide(false);
          if (state.open) dispatch({ type: 'closed' });
        }}
      />
      {state.open && (
        <SearchResultsPanel
          anchor={inputRef}
          panel={panel}
          listboxId={listboxId}
          optionId={optionId}
          activeKey={active.option?.key ?? null}
          onChoose={choose}
          onActivate={setActiveKey}
        />
      )}
    </div>
  );
}
