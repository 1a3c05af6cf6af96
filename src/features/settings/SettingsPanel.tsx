import { Button, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { sessionAtom } from '../../core/auth/session-state';
import { signOut } from '../../core/auth/sign-out';
import { APP_NAME } from '../../core/config/stage';
import { pendingChangesOf } from '../../core/outbox/pending-changes';
import { useAtom, useAtomValue, useSetAtom } from '../../core/state/jotai';
import { ConfirmDelete } from '../../core/ui/ConfirmDelete';
import { useEscapeLayer } from '../../core/ui/escape-layers';
import { rightPanelAtom } from '../../core/ui/help-controls-room';
import { BackIcon } from '../../core/ui/icons';
import { installAvailableAtom, installRequestedAtom } from '../../core/ui/install-request';
import { NavButton } from '../../core/ui/NavButton';
import { directoryDatabaseDownAtom, settingsOpenAtom } from '../../core/ui/shell-state';
import { focusIsNowhere } from '../../core/ui/useFocusReturn';
import { useIsMobile } from '../../core/ui/useIsMobile';
import { questionBeforeSignOut } from '../../core/unsaved-work/model/work-lost';
import { unsavedWorkLostBySignOut } from '../../core/unsaved-work/tabs-unsaved-work';
import { AppearanceSync } from './components/AppearanceSync';
import { ImpersonateView } from './components/ImpersonateView';
import { NotificationSettingsView } from './components/NotificationSettingsView';
import { PermissionsView } from './components/PermissionsView';
import { PreferencesView } from './components/PreferencesView';
import { TermsOfUseModal } from './components/TermsOfUseModal';
import { copyrightLine } from './model/settings-rules';
import { type SettingsSubTab, visibleSubTabs } from './model/settings-visibility';
import { settingsViewAtom } from './state';

/** Settings panel width (S2 §9); phones get the full width. */
const SETTINGS_PANEL_WIDTH_PX = 800;

const subViews: Record<SettingsSubTab, () => ReactNode> = {
  Preferences: () => <PreferencesView />,
  Notifications: () => <NotificationSettingsView />,
  Permissions: () => <PermissionsView />,
  'Impersonate Supervisor': () => <ImpersonateView kind="supervisor" />,
  'Impersonate User': () => <ImpersonateView kind="user" />,
};

/**
 * The Settings panel (S2 §2): a slide-in from the right with the sub-tabs the user may see
 * (`visibleSubTabs`, S2 §6), Terms of Use (a modal), Sign Out and the copyright line. The title
 * bar's settings button opens it through `settingsOpenAtom`; the frame mounts it, and with it the
 * appearance the user's preferences call for.
 */
export function SettingsPanel() {
  const [opened, setOpened] = useAtom(settingsOpenAtom);
  const session = useAtomValue(sessionAtom);
  const directoryDown = useAtomValue(directoryDatabaseDownAtom);
  const [view, setView] = useAtom(settingsViewAtom);
  const [termsOpen, setTermsOpen] = useState(false);
  /** The question before signing out, and whether signing out loses unsaved work (else all waits). */
  const [signOutQuestion, setSignOutQuestion] = useState<{ text: string; losesWork: boolean }>();
  /** Sign Out pressed, the changes still waiting being counted (Dexie's chunk may be slow to come). */
  const [countingBeforeSignOut, setCountingBeforeSignOut] = useState(false);
  // The press's own mark: Mantine's disabled NavLink stays a focusable button, and a second Enter
  // before the re-render would count (and sign out) again.
  const countingRef = useRef(false);
  const installAvailable = useAtomValue(installAvailableAtom);
  const requestInstall = useSetAtom(installRequestedAtom);
  const mobile = useIsMobile();
  const subTabs = visibleSubTabs(session?.user.claims ?? [], directoryDown);
  // A tab that went away (the database went down meanwhile) falls back to the main entries.
  const shownView = subTabs.some((entry) => entry.tab === view && !entry.disabled) ? view : 'main';

  // The pressed entry, or Back, goes with the view it replaces: the focus goes to the new view's
  // Back, or back to the entry of the view left, never to the page's body (walkthrough 29, D1: a
  // screen reader announced nothing). Only a lost focus moves: the drawer's own first focus stays.
  const body = useRef<HTMLDivElement>(null);
  const viewLeft = useRef<SettingsSubTab>(undefined);
  useEffect(() => {
    const target =
      shownView === 'main'
        ? body.current?.querySelector<HTMLElement>(`[data-settings-entry="${viewLeft.current}"]`)
        : body.current?.querySelector<HTMLElement>('[data-settings-back]');
    if (focusIsNowhere()) target?.focus();
    if (shownView !== 'main') viewLeft.current = shownView;
  }, [shownView]);

  const answersEscape = useEscapeLayer(opened);
  const close = useCallback(() => {
    setOpened(false);
    setView('main');
    viewLeft.current = undefined;
  }, [setOpened, setView]);
  const signOutNow = () => {
    // Closed first: the next person to sign in on this device starts without it.
    close();
    void signOut();
  };
  // The floating help controls stand clear of the open panel (core/ui/help-controls-room.ts).
  const setRightPanel = useSetAtom(rightPanelAtom);
  const panelWidth = opened && !mobile ? SETTINGS_PANEL_WIDTH_PX : undefined;
  useEffect(() => {
    if (panelWidth === undefined) return;
    setRightPanel({ widthPx: panelWidth, close });
    return () => setRightPanel(null);
  }, [panelWidth, close, setRightPanel]);

  return (
    <>
      <AppearanceSync />
      <Drawer
        opened={opened}
        onClose={close}
        closeOnEscape={answersEscape}
        position="right"
        size={mobile ? '100%' : SETTINGS_PANEL_WIDTH_PX}
        title="Settings"
      >
        <div ref={body}>
          {shownView !== 'main' ? (
            <Stack gap="md">
              <Button
                data-settings-back
                variant="subtle"
                leftSection={<BackIcon />}
                onClick={() => setView('main')}
                style={{ alignSelf: 'flex-start' }}
              >
                Back
              </Button>
              {subViews[shownView]()}
            </Stack>
          ) : (
            <Stack gap="xs">
              <nav aria-label="Settings">
                {subTabs.map(({ tab, disabled }) => (
                  <NavButton
                    key={tab}
                    data-settings-entry={tab}
                    label={tab}
                    disabled={disabled}
                    description={disabled ? 'Not available while Workday data cannot be fetched' : undefined}
                    onClick={() => setView(tab)}
                  />
                ))}
                <NavLink component="button" label="Terms of Use" onClick={() => setTermsOpen(true)} />
                {installAvailable && (
                  <NavLink
                    component="button"
                    label="Install app"
                    description="Open the portal from your home screen, in its own window"
                    onClick={() => {
                      close();
                      requestInstall(true);
                    }}
                  />
                )}
                <NavLink
                  component="button"
                  label="Sign Out"
                  // Busy while the count waits for Dexie's chunk on a slow connection: the press is
                  // seen, and a second one does not start another (walkthrough 26, D2).
                  disabled={countingBeforeSignOut}
                  aria-disabled={countingBeforeSignOut}
                  aria-busy={countingBeforeSignOut}
                  description={countingBeforeSignOut ? 'Checking for changes not yet sent…' : undefined}
                  onClick={async () => {
                    if (countingRef.current) return;
                    // Unsaved work here or in another tab would go with the session, and the user's
                    // changes still waiting stay behind on this device: ask first. Read from the
                    // store at the click, so a change that reached the server meanwhile is not counted.
                    const userId = session?.user.id;
                    // Uncountable (Dexie's chunk would not load): none said, and none lost, as the
                    // changes stay on this device for the user's next session (docs/offline.md).
                    countingRef.current = true;
                    setCountingBeforeSignOut(true);
                    const waiting = userId === undefined ? 0 : await pendingChangesOf(userId).catch(() => 0);
                    countingRef.current = false;
                    setCountingBeforeSignOut(false);
                    const work = unsavedWorkLostBySignOut();
                    const question = questionBeforeSignOut(work, waiting);
                    if (question) setSignOutQuestion({ text: question, losesWork: work.length > 0 });
                    else signOutNow();
                  }}
                />
              </nav>
              <Text size="xs" c="dimmed" mt="md">
                {copyrightLine(new Date().getFullYear(), APP_NAME)}
              </Text>
            </Stack>
          )}
        </div>
      </Drawer>
      <TermsOfUseModal opened={termsOpen} onClose={() => setTermsOpen(false)} />
      <ConfirmDelete
        title="Sign out now?"
        question={signOutQuestion?.text ?? ''}
        confirmLabel="Sign Out"
        nothingLost={signOutQuestion?.losesWork === false}
        opened={signOutQuestion !== undefined}
        deleting={false}
        onConfirm={() => {
          setSignOutQuestion(undefined);
          signOutNow();
        }}
        onCancel={() => setSignOutQuestion(undefined)}
      />
    </>
  );
}
