import { ActionIcon, Group, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { sessionAtom } from '../../core/auth/session-state';
import { APP_NAME } from '../../core/config/stage';
import { appVersion, versionLabel } from '../../core/format/version';
import { keptQuery, withCurrentQuery } from '../../core/menu/click-rule';
import { runEntryAction } from '../../core/menu/run-entry-action';
import { menuAtom } from '../../core/session/user-context';
import { appStore, useAtom, useAtomValue, useSetAtom } from '../../core/state/jotai';
import { escapeCloses } from '../../core/ui/escape-closes';
import { BackIcon, HomeIcon, MenuIcon, SettingsIcon } from '../../core/ui/icons';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import { mobileSidebarOpenAtom, settingsOpenAtom } from '../../core/ui/shell-state';
import { useIsMobile } from '../../core/ui/useIsMobile';
import { useShownLocation } from '../../core/ui/useShownLocation';
import { HelpButtonBeforeMenu, type HelpMenuProps } from './components/HelpButton';
import classes from './TitleBar.module.css';

// The menu behind the Help button: loaded on idle, the button drawn at once (docs/performance.md).
const LazyHelpMenu = lazyOnIdle<HelpMenuProps>(
  () => import('./components/HelpMenu').then((m) => m.HelpMenu),
  { fallback: HelpButtonBeforeMenu },
);

interface TitleBarProps {
  search: ReactNode;
  userMenu: ReactNode;
  notifications: ReactNode;
  /** How many offline changes wait to reach the server (the outbox's sync status). */
  syncStatus?: ReactNode;
}

/**
 * The title bar (S1 §2.4). On mobile a menu button opens the sidebar drawer and, while it is
 * open, turns into a back button closing it. Always: Home, search, notifications, the user
 * button, settings and help; on desktop also the version. The frame passes in the search box,
 * the sync status, the notifications bell and the user menu (features do not import each other).
 */
export function TitleBar({ search, userMenu, notifications, syncStatus }: TitleBarProps) {
  const session = useAtomValue(sessionAtom);
  const location = useShownLocation();
  const mobile = useIsMobile();
  const [sidebarOpen, setSidebarOpen] = useAtom(mobileSidebarOpenAtom);
  if (!session) return null;
  const version = versionLabel(appVersion(session.user.claims));

  const goHome = () =>
    runEntryAction({
      kind: 'navigate',
      href: withCurrentQuery('/home', keptQuery(location.searchStr, appStore.get(menuAtom)?.items ?? [])),
      hideHome: false,
    });

  return (
    <Group
      h="100%"
      // On a phone every pixel goes to the search box: the bar's edges and gaps are tighter.
      px={mobile ? 8 : 'sm'}
      gap={mobile ? 4 : 'xs'}
      justify="space-between"
      wrap="nowrap"
      component="nav"
      aria-label="Title bar"
    >
      <Group gap={4} wrap="nowrap">
        {mobile && (
          // One button whose name and icon change, so the focus stays on it as it toggles; Escape
          // on it closes the sidebar as Escape in the sidebar does (AppFrame).
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setSidebarOpen(!sidebarOpen)}
            onKeyDown={escapeCloses(sidebarOpen, setSidebarOpen)}
          >
            {sidebarOpen ? <BackIcon /> : <MenuIcon />}
          </ActionIcon>
        )}
        <ActionIcon variant="subtle" size="lg" aria-label="Home" onClick={goHome}>
          <HomeIcon />
        </ActionIcon>
        {!mobile && (
          <Text fw={700} component="span" className={classes.appName}>
            {APP_NAME}
          </Text>
        )}
      </Group>
      {search}
      <Group gap={mobile ? 2 : 4} wrap="nowrap" className={classes.actions}>
        {!mobile && version && (
          <Text size="xs" c="dimmed" component="span" className={classes.version} title={version}>
            {version}
          </Text>
        )}
        {syncStatus}
        {notifications}
        {userMenu}
        <SettingsButton />
        <HelpMenu />
      </Group>
    </Group>
  );
}

/** Opens the Settings panel (S2 §2); the frame mounts it and hears the atom. */
function SettingsButton() {
  const openSettings = useSetAtom(settingsOpenAtom);
  return (
    <ActionIcon variant="subtle" size="lg" aria-label="Settings" onClick={() => openSettings(true)}>
      <SettingsIcon />
    </ActionIcon>
  );
}

/** The help menu (S2 §2); its open state lives here, so a click before the menu is loaded opens it. */
function HelpMenu() {
  const [opened, setOpened] = useState(false);
  return <LazyHelpMenu opened={opened} onChange={setOpened} />;
}
