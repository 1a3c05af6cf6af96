import { AppShell } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../core/menu/click-rule';
import { SyncStatus } from '../../core/outbox/SyncStatus';
import { useAtom, useAtomValue } from '../../core/state/jotai';
import { EnvironmentBanner } from '../../core/ui/EnvironmentBanner';
import { useEscapeInBox, useEscapeLayer } from '../../core/ui/escape-layers';
import { HELP_CONTROLS_STRIP_PX } from '../../core/ui/help-controls-room';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import { MAIN_CONTENT_PROPS, SkipLink, useMainTakesLostFocus } from '../../core/ui/SkipLink';
import {
  mobileSidebarOpenAtom,
  pageCoveringPanelsAtom,
  sidebarListVisibleAtom,
  sidebarNamesVisibleAtom,
} from '../../core/ui/shell-state';
import { useReturnFocusOnClose } from '../../core/ui/useFocusReturn';
import { useIsMobile } from '../../core/ui/useIsMobile';
import { whenIdle } from '../../core/when-idle';
import { AnnouncementsBanner } from '../../features/announcements/AnnouncementsBanner';
import { ShellBanners } from '../../features/banners/ShellBanners';
import { NotificationsBell } from '../../features/notifications/NotificationsBell';
import { GlobalSearch } from '../../features/search/GlobalSearch';
import { sidebarWidth } from '../../features/sidebar/model/sidebar-layout';
import { Sidebar } from '../../features/sidebar/Sidebar';
import { TitleBar } from '../../features/title-bar/TitleBar';
import { UserMenu } from '../../features/user-menu/UserMenu';

/**
 * The features' parts of the offline-readiness view, registered on idle (the view itself is loaded
 * with the sync status panel): their modules are no part of the first screen.
 */
function registerFeatureOfflinePartsOnIdle(): () => void {
  let undo: (() => void) | undefined;
  let live = true;
  whenIdle(() => {
    import('./feature-offline-parts').then(
      (parts) => {
        if (live) undo = parts.registerFeatureOfflineParts();
      },
      // Offline before the worker held the chunk: the view lists the core's parts only.
      () => undefined,
    );
  });
  return () => {
    live = false;
    undo?.();
  };
}

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
// The installed app's shortcuts: the browser keeps a launch until a consumer takes it, and what a
// fragment opens (the bell, the Release Notes modal) is loaded on idle itself.
const ShortcutTargets = lazyOnIdle(() =>
  import('../../features/install/ShortcutTargets').then((m) => m.ShortcutTargets),
);
// The launcher's install offer waits for the person to keep coming back, and its card is a chunk of
// its own anyway; Settings' 'Install app' is a request in core that it answers once in. The
// installed app's badge follows the bell's count, which its list read sets after the first screen.
const InstallOffer = lazyOnIdle(() =>
  import('../../features/install/InstallOffer').then((m) => m.InstallOffer),
);
const AppBadge = lazyOnIdle(() => import('../../features/install/AppBadge').then((m) => m.AppBadge));

/**
 * The signed-in frame around every non-bare page (S1 §2.3–2.8). Features do not import each
 * other: the frame composes them, passing the search box, the notifications bell and the user
 * menu into the title bar.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  useEffect(registerFeatureOfflinePartsOnIdle, []);
  const [mobileOpen, setMobileOpen] = useAtom(mobileSidebarOpenAtom);
  // A closed drawer is only moved off screen by AppShell: hide it too, so it cannot be tabbed into.
  const mobile = useIsMobile();
  const drawerClosed = mobile && !mobileOpen;
  // Widened (a tablet turned to landscape), the drawer becomes the sidebar: an open drawer is not
  // kept for the next narrowing, where it covered the page with the focus behind it
  // (walkthrough 32, O4).
  useEffect(() => {
    if (!mobile) setMobileOpen(false);
  }, [mobile, setMobileOpen]);
  // The open drawer is a layer like the others: Escape in it (or with the focus nowhere) closes
  // it, unless a dialog it opened is over it; the focus goes back to the menu button.
  const navbar = useRef<HTMLDivElement>(null);
  const closeDrawer = useCallback(() => setMobileOpen(false), [setMobileOpen]);
  const drawerAnswersEscape = useEscapeLayer(mobile && mobileOpen);
  useEscapeInBox(mobile && mobileOpen && drawerAnswersEscape, closeDrawer, navbar);
  useReturnFocusOnClose(mobile && mobileOpen, navbar);
  // A floating panel filling the screen under the title bar (below 1000 px) is not modal, but what
  // it covers leaves the tab order and the accessibility tree while it is open: the skip link (its
  // target is covered), the sidebar and the page. The title bar, the panels and the portals'
  // layers (dialogs, popovers, toasts) stay (walkthrough 30, D3; docs/shell.md).
  const covered = useAtomValue(pageCoveringPanelsAtom) > 0;
  useMainTakesLostFocus(useRouterState({ select: (state) => state.resolvedLocation?.pathname }));
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
      {!covered && <SkipLink />}
      <AppShell.Header>
        <TitleBar
          search={<GlobalSearch />}
          syncStatus={<SyncStatus />}
          userMenu={<UserMenu />}
          notifications={<NotificationsBell />}
        />
      </AppShell.Header>
      <AppShell.Navbar
        ref={navbar}
        aria-label="Sidebar"
        inert={covered}
        style={drawerClosed ? { visibility: 'hidden' } : undefined}
      >
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main {...MAIN_CONTENT_PROPS}>
        {/* What a full-screen panel covers (the layers after it lie over it or in portals). */}
        <div inert={covered}>
          <EnvironmentBanner />
          <ShellBanners />
          <AnnouncementsBanner />
          {/* On wide screens the page leaves a strip at its right edge for the floating help controls. */}
          <div style={mobile ? undefined : { paddingInlineEnd: HELP_CONTROLS_STRIP_PX }}>{children}</div>
        </div>
        <ReleaseNotesModal />
        <HelpLayer />
        <AgentChat />
        <SettingsPanel />
        <InstallOffer />
        <AppBadge />
        <ShortcutTargets />
      </AppShell.Main>
    </AppShell>
  );
}
