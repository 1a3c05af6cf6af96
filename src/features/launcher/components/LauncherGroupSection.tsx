import { Box, Group, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { MenuItem } from '../../../contracts/menu';
import type { LauncherGroup } from '../model/launcher-groups';
import { AppTileGrid } from './AppTile';

export interface LauncherGroupSectionProps {
  group: LauncherGroup;
  onLaunch: (item: MenuItem) => void;
  /** Buttons beside the heading (Favorites: Edit, Save, Cancel). */
  actions?: ReactNode;
  /** Replaces the tiles (Favorites while editing). */
  children?: ReactNode;
}

/** One launcher group: a region named by its heading, its tiles or 'No {group} Found.'. */
export function LauncherGroupSection({ group, onLaunch, actions, children }: LauncherGroupSectionProps) {
  const headingId = useId();
  return (
    // The id is the group's anchor (`/home#favorites`, the installed app's Favorites shortcut).
    <Box component="section" aria-labelledby={headingId} id={group.key.toLowerCase()}>
      <Group justify="space-between" mb="xs" mih={30}>
        <Title order={2} size="h4" id={headingId}>
          {group.label}
        </Title>
        {actions}
      </Group>
      {children ??
        (group.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {group.emptyText}
          </Text>
        ) : (
          <AppTileGrid items={group.items} onLaunch={onLaunch} />
        ))}
    </Box>
  );
}
