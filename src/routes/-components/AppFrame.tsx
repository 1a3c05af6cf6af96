import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../core/menu/click-rule';
import { SyncStatus } from '../../core/outbox/SyncStatus';
import { useAtomValue } from '../../core/state/jotai';
import { EnvironmentBanner } from '../../core/ui/EnvironmentBanner';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import {
  mobileSidebarOpenAtom,
  sidebarListVisibleAtom,
  sidebarNamesVisibleAtom,
} from '../../core/ui/shell-state';
import { useIsMobile } from '../../core/ui/useIsMobile';
import { AnnouncementsBanner } from '../../features/announcements/AnnouncementsBanner';
import { ShellBanners } from '../../features/banners/ShellBanners';
import { NotificationsBell } from '../../features/notifications/NotificationsBell';
import { GlobalSearch } from '../../features/search/GlobalSearch';
import { sidebarWidth } from '../../features/sidebar/model/sidebar-layout';
import { Sidebar } from '../../features/sidebar/Sidebar';
import { TitleBar } from '../../features/title-bar/TitleBar';
import { UserMenu } from '../../features/user-menu/UserMenu';

// Behind a click (or a push): out of the launcher's critical chunks, loaded when the browser is idle.
const ReleaseNotesModal = lazyOnIdle(() =>
  import('../../features/release-notes/ReleaseNotesModal').then((m) => m.ReleaseNotesModal),
);
const HelpLayer = lazyOnIdle(() => import('../../features/help/HelpLayer').then((m) => m.HelpLayer));
const AgentChat = lazyOnIdle(() =>
  import('../../features/agent-chat/components/AgentChat').then((m) => m.AgentChat),
);
const SettingsPanel = lazyOnIdle(() =>
  import('../../features/settings/SettingsPanel').then((m) => m.SettingsPanel),
);

/**
 * The signed-in frame around every non-bare page (S1 §2.3–2.8). Features do not import each
 * other: the frame composes them, passing the search box, the notifications bell and the user
 * menu into the title bar.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const mobileOpen = useAtomValue(mobileSidebarOpenAtom);
  // A closed drawer is only moved off screen by AppShell: hide it too, so it cannot be tabbed into.
  const drawerClosed = useIsMobile() && !mobileOpen;
  // Desktop width follows the sidebar's display controls; under 1000 px it is a drawer opened
  // from the title bar.
  const sidebarWidthPx = sidebarWidth({
    namesVisible: useAtomValue(sidebarNamesVisibleAtom),
    listVisible: useAtomValue(sidebarListVisibleAtom),
  });
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: sidebarWidthPx, breakpoint: MOBILE_BREAKPOINT_PX, collapsed: { mobile: !mobileOpen } }}
      padding={0}
    >
      <AppShell.Header>
        <TitleBar
          search={<GlobalSearch />}
          syncStatus={<SyncStatus />}
          userMenu={<UserMenu />}
          notifications={<NotificationsBell />}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Sidebar" style={drawerClosed ? { visibility: 'hidden' } : undefined}>
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main>
        <EnvironmentBanner />
        <ShellBanners />
        <AnnouncementsBanner />
        <ReleaseNotesModal />
        {children}
        <HelpLayer />
        <AgentChat />
        <SettingsPanel />
      </AppShell.Main>
    </AppShell>
  );
}
