import { ActionIcon, Box, Stack, Tabs, Text } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import {
  AppsIcon,
  CollapseListIcon,
  ExpandListIcon,
  FormsIcon,
  HomeIcon,
  LinksIcon,
  NamesHiddenIcon,
  NamesShownIcon,
  ReportsIcon,
  StarIcon,
} from '../../../core/ui/icons';
import { LazyTooltip } from '../../../core/ui/LazyTooltip';
import { lazyOnIdle } from '../../../core/ui/lazy-on-idle';
import { type SidebarCategory, sidebarCategories } from '../model/categories';
import classes from './SidebarRail.module.css';

// The clock comes with the frame's parts, once the first screen is drawn: it paid for the
// favorites' stars keeping the focus (Sidebar.tsx) in the launcher's first chunks (docs/performance.md).
const SidebarClock = lazyOnIdle<{ expanded: boolean }>(() =>
  import('./SidebarClock').then((m) => m.SidebarClock),
);

const categoryIcons: Record<SidebarCategory, ComponentType<{ size?: number }>> = {
  Favorites: StarIcon,
  Apps: AppsIcon,
  Reports: ReportsIcon,
  Forms: FormsIcon,
  Links: LinksIcon,
};

interface SidebarRailProps {
  namesVisible: boolean;
  listVisible: boolean;
  version: string | undefined;
  build: string | undefined;
  onHome: () => void;
  onToggleNames: () => void;
  onToggleList: () => void;
}

/** A control of the rail with its tooltip (after the sidebar's 1000 ms delay). */
function RailButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <LazyTooltip label={label} position="right">
      <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </LazyTooltip>
  );
}

/**
 * The always-shown column of the sidebar: Home, the category tabs (inside the sidebar's Tabs),
 * the clock, the version and the controls for app names and the list pane.
 */
export function SidebarRail({
  namesVisible,
  listVisible,
  version,
  build,
  onHome,
  onToggleNames,
  onToggleList,
}: SidebarRailProps) {
  return (
    // At least the rail's height, so the clock and the controls sit at its foot; taller when the
    // screen is low, and the rail scrolls (Sidebar.module.css).
    <Stack gap="xs" align="center" py="sm" mih="100%" w="100%">
      <RailButton label="Home" onClick={onHome}>
        <HomeIcon />
      </RailButton>
      {/* Arrows select as they move (Mantine's automatic activation); Home and End only move the
          focus, so the tab focused and the list shown would disagree: the first or last tab is
          chosen here, before Mantine moves the focus to it (walkthrough 28, D5). */}
      <Tabs.List
        aria-label="Categories"
        onKeyDownCapture={({ key, currentTarget }) => {
          const tabs = currentTarget.querySelectorAll<HTMLElement>('[role=tab]');
          (key === 'Home' ? tabs[0] : key === 'End' ? tabs[tabs.length - 1] : undefined)?.click();
        }}
      >
        {sidebarCategories.map((category) => {
          const Icon = categoryIcons[category];
          return (
            <Tabs.Tab key={category} value={category} px={4} py={6}>
              <Box component="span" className={classes.tab}>
                <Icon size={20} />
                <Text component="span" size="10px" lh={1.1}>
                  {category}
                </Text>
              </Box>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Stack gap={6} align="center" mt="auto">
        <div className={classes.clockSlot}>
          <SidebarClock expanded={listVisible} />
        </div>
        {(version || build) && (
          <Stack gap={0} align="center" role="group" aria-label="Version">
            {version && (
              <Text size="xs" c="dimmed">
                v{version}
              </Text>
            )}
            {build && (
              <Text size="10px" c="dimmed">
                {build}
              </Text>
            )}
          </Stack>
        )}
        <RailButton label={namesVisible ? 'Hide app names' : 'Show app names'} onClick={onToggleNames}>
          {namesVisible ? <NamesShownIcon /> : <NamesHiddenIcon />}
        </RailButton>
        <RailButton label={listVisible ? 'Hide list pane' : 'Show list pane'} onClick={onToggleList}>
          {listVisible ? <CollapseListIcon /> : <ExpandListIcon />}
        </RailButton>
      </Stack>
    </Stack>
  );
}
