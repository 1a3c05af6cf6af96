import { Container, Group, Stack, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { cancelFavoritesEdit } from '../../core/favorites/favorites-actions';
import { useFavorites } from '../../core/favorites/useFavorites';
import { menuAtom } from '../../core/session/user-context';
import { useAtomValue } from '../../core/state/jotai';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import { FavoritesSection } from './components/FavoritesSection';
import { HomeBackButton } from './components/HomeBackButton';
import { LauncherGroupSection } from './components/LauncherGroupSection';
import { launcherGroups } from './model/launcher-groups';
import { useLauncher } from './useLauncher';

// Opened by a click on a folder: out of the launcher's first chunks (docs/performance.md), but
// fetched as the launcher mounts, not at idle: a tap right after the tiles showed waited for it
// behind every other part its press fetched (walkthrough 21, defect 4).
const FolderModal = lazyOnIdle(() => import('./components/FolderModal').then((m) => m.FolderModal), {
  fetchOnMount: true,
});

/**
 * The home launcher (S1 §2.3): below the frame's title bar and banners, the Favorites group (when
 * there are favorites or they are edited), then Apps, Reports, Forms and Links, empty ones last.
 */
export function HomePage() {
  const menu = useAtomValue(menuAtom);
  const { favoriteIds, editing } = useFavorites();
  const { popup, launch, showPage, closePopup } = useLauncher(menu?.items ?? []);
  // The same groups (and item arrays) until the menu or the favorites change: the tiles are
  // memoised on them, so opening the popup or a settling render draws no tile again.
  const groups = useMemo(
    () => launcherGroups({ items: menu?.items ?? [], favoriteIds, editingFavorites: editing }),
    [menu, favoriteIds, editing],
  );
  // Leaving home in the middle of an edit discards it, as Cancel would: an edit nobody sees
  // should not linger (the sidebar's star would keep changing an unsaved list).
  useEffect(() => () => void cancelFavoritesEdit(), []);

  return (
    <Container size="xl" py="md">
      <Group gap="xs" mb="md">
        <HomeBackButton />
        <Title order={1} size="h3" data-help-anchor="home-title">
          Home
        </Title>
      </Group>
      <Stack gap="xl" data-help-anchor="launcher-groups">
        {groups.map((group) =>
          group.key === 'Favorites' ? (
            <FavoritesSection key={group.key} group={group} onLaunch={launch} />
          ) : (
            <LauncherGroupSection key={group.key} group={group} onLaunch={launch} />
          ),
        )}
      </Stack>
      <FolderModal state={popup} onShowPage={showPage} onLaunch={launch} onClose={closePopup} />
    </Container>
  );
}
