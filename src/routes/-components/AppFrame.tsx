import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAtomValue } from '../../core/state/jotai';
import { EnvironmentBanner } from '../../core/ui/EnvironmentBanner';
import { mobileSidebarOpenAtom } from '../../core/ui/shell-state';
import { AnnouncementsBanner } from '../../features/announcements/AnnouncementsBanner';
import { ShellBanners } from '../../features/banners/ShellBanners';
import { GlobalSearch } from '../../features/search/GlobalSearch';
import { Sidebar } from '../../features/sidebar/Sidebar';
import { TitleBar } from '../../features/title-bar/TitleBar';
import { UserMenu } from '../../features/user-menu/UserMenu';

/** Sidebar width on desktop; under 1000 px it becomes a drawer opened from the title bar. */
const SIDEBAR_WIDTH = 300;
const MOBILE_BREAKPOINT = 1000;

/**
 * The signed-in frame around every non-bare page (S1 §2.3–2.8). Features do not import each
 * other: the frame composes them, passing the search box and the user menu into the title bar.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const mobileOpen = useAtomValue(mobileSidebarOpenAtom);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: MOBILE_BREAKPOINT, collapsed: { mobile: !mobileOpen } }}
      padding={0}
    >
      <AppShell.Header>
        <TitleBar search={<GlobalSearch />} userMenu={<UserMenu />} />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main>
        <EnvironmentBanner />
        <ShellBanners />
        <AnnouncementsBanner />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
