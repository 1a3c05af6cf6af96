import { TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type KeyboardEvent, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { keptQuery, launcherClickAction } from '../../core/menu/click-rule';
import { runEntryAction } from '../../core/menu/run-entry-action';
import { menuAtom } from '../../core/session/user-context';
import { useAtomValue } from '../../core/state/jotai';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import { useShownLocation } from '../../core/ui/useShownLocation';
import { whenIdleOrInput } from '../../core/when-idle';
import classes from './GlobalSearch.module.css';
import { moveActiveResult, NO_ACTIVE_RESULT, replayKeys } from './model/result-navigation';
import type { SearchContextSide } from './model/search-context';
import type { SearchOption, SearchPanel } from './model/search-panel';
import { initialSearchState, type SearchEvent, searchReducer } from './model/search-state';
import { usePageTypingSearch } from './usePageTypingSearch';

/**
 * The results panel, out of the launcher's first chunks (docs/performance.md): drawn only once a
 * search has two characters, by which time it is in (fetched on idle, or at the first key).
 */
const SearchResultsPanel = lazyOnIdle(() => import('./search-part').then((m) => m.SearchResultsPanel));

/**
 * The search's rules (the menu's index, the matcher, the panel's lists), in the same lazily loaded
 * module as the panel (docs/performance.md): fetched once idle, or at the user's first press (a
 * click in the box, a key typed on the page), which is before any search can show results.
 */
type SearchRules = typeof import('./search-part');
let rules: SearchRules | undefined;
let rulesLoading: Promise<SearchRules> | undefined;
function loadRules(): Promise<SearchRules> {
  rulesLoading ??= import('./search-part').then(
    (loaded) => (rules = loaded),
    (error: unknown) => {
      // Not for ever (offline before the service worker held the app): the next focus tries again.
      rulesLoading = undefined;
      console.error('A part of the app could not be loaded.', error);
      throw error;
    },
  );
  return rulesLoading;
}

/** The rules once loaded (a render follows their arrival); `request` fetches them now. */
function useSearchRules(): { loaded: SearchRules | undefined; request: () => void } {
  const [loaded, setLoaded] = useState(() => rules);
  const request = () => void loadRules().then(setLoaded, () => {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount; `request` reads module state
  useEffect(() => {
    if (!loaded) whenIdleOrInput(request);
  }, []);
  return { loaded, request };
}

/** What the panel holds before the rules are in: nothing, and it is not drawn. */
const NO_PANEL: SearchPanel = { sections: [], noResults: false, contexts: [], options: [] };

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
  /** Arrows (and an Enter after them) pressed in the open search before its rules arrived. */
  const keysBeforeRules = useRef<string[]>([]);
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (key: string) => `${id}-${key}`;

  const { loaded: searchRules, request: requestRules } = useSearchRules();
  const items = menu?.items;
  const entries = useMemo(() => searchRules?.buildSearchEntries(items ?? []), [searchRules, items]);
  const contexts = useMemo(
    () => searchRules?.searchContextsFor(items ?? [], location.href),
    [searchRules, items, location.href],
  );
  const panel =
    searchRules && entries && contexts
      ? searchRules.buildSearchPanel({
          entries,
          text: state.text,
          contexts,
          scope: scope?.href === location.href ? scope.side : null,
          openFolderId,
        })
      : NO_PANEL;
  const active = searchRules ? searchRules.findOption(panel, activeKey) : { index: NO_ACTIVE_RESULT };
  // Open once there is something to show: typed before the rules arrived, the text waits in the box.
  const open = state.open && searchRules !== undefined;
  const activeOptionId = open && active.option ? optionId(active.option.key) : undefined;

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);

  /** A new text or a closed panel: nothing is active and no folder is open. */
  const dispatch = (event: SearchEvent) => {
    if (event.type !== 'reopened') {
      setActiveKey(null);
      setOpenFolderId(null);
      keysBeforeRules.current = [];
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
        if (!searchRules) return void keysBeforeRules.current.push(event.key);
        const next = panel.options[moveActiveResult(active.index, event.key, panel.options.length)];
        setActiveKey(next?.key ?? null);
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (!searchRules && keysBeforeRules.current.length > 0)
          return void keysBeforeRules.current.push('Enter');
        if (state.open && active.option) return choose(active.option);
        return dispatch({ type: 'enter' });
      case 'Escape':
        if (!state.open && state.cachedText === null) return;
        event.preventDefault();
        return dispatch({ type: 'escape' });
    }
  };

  // The rules have arrived: the arrows pressed meanwhile move through the results now, and an Enter
  // after them chooses, as if the results had been there (a quick user's keys are not lost).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the rules arrive
  useEffect(() => {
    if (!searchRules) return;
    const { index, enter } = replayKeys(keysBeforeRules.current.splice(0), panel.options.length);
    const option = panel.options[index];
    if (enter) return option ? choose(option) : dispatch({ type: 'enter' });
    if (option) setActiveKey(option.key);
  }, [searchRules]);

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
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-activedescendant={activeOptionId}
        autoComplete="off"
        spellCheck={false}
        value={state.text}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          requestRules();
          setWide(true);
          dispatch({ type: 'reopened' });
        }}
        onBlur={() => {
          setWide(false);
          if (state.open) dispatch({ type: 'closed' });
        }}
      />
      {open && (
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
