import { MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { memo, startTransition, useMemo, useState } from 'react';
import { changeTypes, versionStatuses } from '../../../contracts/release-notes';
import { useReleaseNoteApps } from '../data';
import { emptyFilterPanel, type FilterPanelValue } from '../model/filters';

interface FilterPanelProps {
  /** Hears each change, in a transition (below). Each opening of the modal starts unfiltered. */
  onChange: (value: FilterPanelValue) => void;
  /** System admins only (S2 §6). */
  showReleaseType: boolean;
}

const changeTypeOptions = [...changeTypes];
const releaseTypeOptions = [...versionStatuses];

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
  const set = (patch: Partial<FilterPanelValue>) => {
    const next = { ...value, ...patch };
    setValue(next);
    startTransition(() => onChange(next));
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" role="search" aria-label="Filter release notes">
      <TextInput
        label="Search comments"
        value={value.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
      />
      <MultiSelect
        label="Change type"
        data={changeTypeOptions}
        value={value.changeTypes}
        onChange={(picked) => set({ changeTypes: picked as FilterPanelValue['changeTypes'] })}
        clearable
      />
      <MultiSelect
        label="App"
        data={appOptions}
        value={value.apps}
        onChange={(picked) => set({ apps: picked })}
        clearable
        searchable
      />
      {showReleaseType && (
        <MultiSelect
          label="Release type"
          data={releaseTypeOptions}
          value={value.releaseTypes}
          onChange={(picked) => set({ releaseTypes: picked as FilterPanelValue['releaseTypes'] })}
          clearable
        />
      )}
    </SimpleGrid>
  );
});
