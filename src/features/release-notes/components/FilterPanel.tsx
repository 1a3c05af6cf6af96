import { MultiSelect, type MultiSelectProps, SimpleGrid, TextInput } from '@mantine/core';
import { type ChangeEvent, memo, startTransition, useCallback, useMemo, useRef, useState } from 'react';
import {
  changeTypes,
  RELEASE_NOTES_SEARCH_MAX_LENGTH,
  versionStatuses,
} from '../../../contracts/release-notes';
import { searchLengthProblem } from '../../../core/format/length-limit';
import { useReleaseNoteApps } from '../data-hooks';
import { emptyFilterPanel, type FilterPanelValue } from '../model/filter-panel';

interface FilterPanelProps {
  /** Hears each change, in a transition (below). Each opening of the modal starts unfiltered. */
  onChange: (value: FilterPanelValue) => void;
  /** System admins only (S2 §6). */
  showReleaseType: boolean;
}

const changeTypeOptions = [...changeTypes];
const releaseTypeOptions = [...versionStatuses];
/**
 * A field whose props did not change is not rendered again: a pick re-renders its own field only.
 * MultiSelect is named at render, not captured here: `memo(MultiSelect)` at the module's top read
 * the binding while the chunks were still evaluating, and in some load orders it was undefined
 * (the Release Notes modal then failed with React's #130, found as a CI failure).
 */
const Choices = memo(function Choices(props: MultiSelectProps) {
  return <MultiSelect {...props} />;
});

/**
 * The search filter panel (S2 §2): search comments, change type, app and, for system admins,
 * release type. The fields hold what the user set and answer in the input's own frame; the modal
 * hears the change in a transition, so the versions and changes it filters render after that
 * frame, interruptibly, and a pick is not held up by them (docs/performance.md, Large data).
 */
export const FilterPanel = memo(function FilterPanel({ onChange, showReleaseType }: FilterPanelProps) {
  const [value, setValue] = useState(emptyFilterPanel);
  const apps = useReleaseNoteApps();
  const appOptions = useMemo(
    () => (apps.data ?? []).map((app) => ({ value: app.value, label: app.title })),
    [apps.data],
  );
  // The latest value, for the callbacks below: they stay the same from render to render.
  const latest = useRef(value);
  const set = useCallback(
    (patch: Partial<FilterPanelValue>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setValue(next);
      startTransition(() => onChange(next));
    },
    [onChange],
  );
  const setSearch = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => set({ search: event.currentTarget.value }),
    [set],
  );
  const setChangeTypes = useCallback(
    (picked: string[]) => set({ changeTypes: picked as FilterPanelValue['changeTypes'] }),
    [set],
  );
  const setApps = useCallback((picked: string[]) => set({ apps: picked }), [set]);
  const setReleaseTypes = useCallback(
    (picked: string[]) => set({ releaseTypes: picked as FilterPanelValue['releaseTypes'] }),
    [set],
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" role="search" aria-label="Filter release notes">
      <TextInput
        label="Search comments"
        value={value.search}
        onChange={setSearch}
        // Kept whole over the limit, which the field says; its start is searched (`requestFilters`).
        error={searchLengthProblem(value.search, RELEASE_NOTES_SEARCH_MAX_LENGTH)}
      />
      <Choices
        label="Change type"
        data={changeTypeOptions}
        value={value.changeTypes}
        onChange={setChangeTypes}
        clearable
      />
      <Choices label="App" data={appOptions} value={value.apps} onChange={setApps} clearable searchable />
      {showReleaseType && (
        <Choices
          label="Release type"
          data={releaseTypeOptions}
          value={value.releaseTypes}
          onChange={setReleaseTypes}
          clearable
        />
      )}
    </SimpleGrid>
  );
});
