import { MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { changeTypes, versionStatuses } from '../../../contracts/release-notes';
import { useReleaseNoteApps } from '../data';
import type { FilterPanelValue } from '../model/filters';

interface FilterPanelProps {
  value: FilterPanelValue;
  onChange: (value: FilterPanelValue) => void;
  /** System admins only (S2 §6). */
  showReleaseType: boolean;
}

/** The search filter panel (S2 §2): search comments, change type, app and, for system admins, release type. */
export function FilterPanel({ value, onChange, showReleaseType }: FilterPanelProps) {
  const apps = useReleaseNoteApps();
  const set = (patch: Partial<FilterPanelValue>) => onChange({ ...value, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" role="search" aria-label="Filter release notes">
      <TextInput
        label="Search comments"
        value={value.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
      />
      <MultiSelect
        label="Change type"
        data={[...changeTypes]}
        value={value.changeTypes}
        onChange={(picked) => set({ changeTypes: picked as FilterPanelValue['changeTypes'] })}
        clearable
      />
      <MultiSelect
        label="App"
        data={(apps.data ?? []).map((app) => ({ value: app.value, label: app.title }))}
        value={value.apps}
        onChange={(picked) => set({ apps: picked })}
        clearable
        searchable
      />
      {showReleaseType && (
        <MultiSelect
          label="Release type"
          data={[...versionStatuses]}
          value={value.releaseTypes}
          onChange={(picked) => set({ releaseTypes: picked as FilterPanelValue['releaseTypes'] })}
          clearable
        />
      )}
    </SimpleGrid>
  );
}
