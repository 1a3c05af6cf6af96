import { Button, Group, Text } from '@mantine/core';
import type { MenuItem } from '../../../contracts/menu';
import {
  cancelFavoritesEdit,
  saveFavoritesEdit,
  startFavoritesEdit,
} from '../../../core/favorites/favorites-actions';
import { useFavorites } from '../../../core/favorites/useFavorites';
import { lazyOnIdle } from '../../../core/ui/lazy-on-idle';
import { isRepeatClick } from '../../../core/ui/repeat-click';
import { useUnsavedWork } from '../../../core/unsaved-work/useUnsavedWork';
import type { LauncherGroup } from '../model/launcher-groups';
import { LauncherGroupSection } from './LauncherGroupSection';

// Drag and drop only after Edit: out of the launcher's first chunks (docs/performance.md). The list
// mounts only when Edit is pressed, so it is fetched then, not at the browser's next idle moment
// (up to two seconds on a busy page, with the favorites gone from the screen meanwhile).
const FavoritesEditList = lazyOnIdle(() => import('./FavoritesEditList').then((m) => m.FavoritesEditList), {
  fetchOnMount: true,
});

/**
 * The Favorites group with its edit mode (S1 §2.3, §4): Edit → reorder → Save (persists, leaves
 * edit mode) or Cancel (restores, reloads the menu). Edit waits while a save is on its way.
 */
export function FavoritesSection({
  group,
  onLaunch,
}: {
  group: LauncherGroup;
  onLaunch: (item: MenuItem) => void;
}) {
  const { editing, saving, unsaved } = useFavorites();
  // A Reload offered by the update prompt asks first while the edit has changes.
  useUnsavedWork(unsaved, 'your favorites edit');
  const actions = editing ? (
    <Group gap="xs">
      <Button size="xs" onClick={() => void saveFavoritesEdit()} data-focus-landing>
        Save
      </Button>
      {/* Cancel comes where Edit was: the second tap of a double tap on Edit keeps the edit. */}
      <Button
        size="xs"
        variant="default"
        onClick={(event) => isRepeatClick(event) || void cancelFavoritesEdit()}
      >
        Cancel
      </Button>
    </Group>
  ) : (
    // Edit and Save replace each other: the focus lands on the one shown (FavoritesEditList).
    <Button size="xs" variant="light" loading={saving} onClick={startFavoritesEdit} data-focus-landing>
      Edit
    </Button>
  );
  return (
    <LauncherGroupSection group={group} onLaunch={onLaunch} actions={actions}>
      {editing ? (
        group.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {group.emptyText}
          </Text>
        ) : (
          <FavoritesEditList items={group.items} />
        )
      ) : undefined}
    </LauncherGroupSection>
  );
}
