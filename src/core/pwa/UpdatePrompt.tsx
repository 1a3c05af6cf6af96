import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from '../state/jotai';
import { HELP_CONTROLS_STRIP_PX } from '../ui/help-controls-room';
import { UPDATE_PROMPT_Z_INDEX } from '../ui/layer-z-indexes';
import { pageCoveringPanelsAtom } from '../ui/shell-state';
import { unattendedScreenAtom } from '../ui/unattended';
import { updatePromptRoomAtom } from '../ui/update-prompt-room';
import { useIsMobile } from '../ui/useIsMobile';
import { shareUnsavedWorkWithOtherTabs } from '../unsaved-work/tabs-unsaved-work';
import { applyUpdate } from './register-service-worker';
import { pendingReleaseAtom, pendingUpdateAtom } from './update-controller';
import { useAskBeforeReload } from './useAskBeforeReload';

export const UPDATE_AVAILABLE_TEXT = 'A new version is available';
/**
 * The new version as users know it (the title bar's 'v3.2.0'). It named the build's release-notes
 * key, 'What's new: release rn-3.3.0': an internal name, with nothing to read under it
 * (walkthrough 30, O1).
 */
export const newReleaseText = (version: string) => `Version ${version}`;
/** How far the prompt stands from the screen's bottom edge, and from its sides on a small screen. */
const SCREEN_EDGE_PX = 16;

/**
 * In a chunk of its own, fetched from this one: a static import would add files to this prompt's
 * entry in the launcher's first chunk, and retrying through `retryWhenConnected` would export it
 * from there (bytes the first screen has none of: docs/performance.md). A failed fetch is given up
 * as this prompt's own would be: the next page load starts it.
 */
const startUserContextRefreshLater = () => {
  import('../session/user-context-on-return')
    .then((m) => m.startUserContextRefreshOnReturn())
    .catch((error: unknown) => console.warn('Reading the menu again on return could not be started.', error));
};

/**
 * Announces a new version with a Reload button. Nothing switches by itself: the user finishes
 * what they are doing first. Later hides it until the next page load. Not shown on a wall display.
 * Reload with unsaved work open (`useUnsavedWork`: a favorites edit with changes…) asks first;
 * Cancel keeps the work and the prompt (walkthrough 6, defect 4).
 */
export function UpdatePrompt({ onReload = applyUpdate }: { onReload?: () => void }) {
  const pending = useAtomValue(pendingUpdateAtom);
  const release = useAtomValue(pendingReleaseAtom);
  const [dismissed, setDismissed] = useState<typeof pending>(null);
  const asking = useAskBeforeReload(onReload);
  // Loaded on idle with every page, as this prompt: the device's other tabs learn of this one's
  // unsaved work from then on, so their Sign Out asks before losing it (tabs-unsaved-work.ts).
  useEffect(shareUnsavedWorkWithOtherTabs, []);
  // Started from here for the same reason: the menu and roles are read again when the page is
  // shown again, so permissions and favorites changed on another device show.
  useEffect(startUserContextRefreshLater, []);
  // A wall display has nobody to click Reload: it takes the version by itself when idle.
  const unattended = useAtomValue(unattendedScreenAtom);
  // Under the floating panels: one filling the screen hides it, so Tab must not reach it (D3).
  const covered = useAtomValue(pageCoveringPanelsAtom) > 0;
  // On wide screens it stands left of the strip the frame leaves at the right edge for the floating
  // help controls (help-controls-room.ts), as the floating panels do: 16 px from the edge, the Page
  // help control lay over Reload's right third and took its clicks (walkthrough 34, D2). Under the
  // breakpoint there are no help controls and no strip.
  const right = useIsMobile() ? SCREEN_EDGE_PX : HELP_CONTROLS_STRIP_PX;
  const shown = Boolean(pending) && dismissed !== pending && !unattended;
  // The prompt's box, once its portal has drawn it (a callback ref: not in the first commit).
  const [paper, setPaper] = useState<HTMLDivElement | null>(null);
  const setRoom = useSetAtom(updatePromptRoomAtom);
  // What it takes at the bottom, followed as it wraps or the window resizes: help's edit-mode
  // toolbar (bottom centre) stands above it (help-controls-room.ts).
  useLayoutEffect(() => {
    if (!paper) return;
    const measure = () => setRoom(Math.max(0, window.innerHeight - paper.getBoundingClientRect().top));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(paper);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      setRoom(0);
    };
  }, [paper, setRoom]);
  if (!shown) return null;
  return (
    <Affix position={{ bottom: SCREEN_EDGE_PX, right }} zIndex={UPDATE_PROMPT_Z_INDEX} inert={covered}>
      {/* 16 px off the left edge too, and the buttons under the words when both do not fit: at
          320 px (1280 px at 400 %) the buttons were squeezed to 'Reloa' and 'Late' against the
          screen's edge (walkthrough 30, D4). */}
      <Paper
        ref={setPaper}
        role="status"
        aria-label="Update"
        withBorder
        shadow="md"
        p="sm"
        radius="md"
        maw={`calc(100vw - ${right + SCREEN_EDGE_PX}px)`}
      >
        <Group gap="sm" wrap="wrap" justify="flex-end">
          <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {UPDATE_AVAILABLE_TEXT}
            </Text>
            {/* Which version, named when the new version's worker says it: also once another tab
                switched to it (walkthrough 20, defect 2). */}
            {release && <Text size="xs">{newReleaseText(release)}</Text>}
          </div>
          <Button size="xs" onClick={asking.reload}>
            Reload
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setDismissed(pending)}>
            Later
          </Button>
        </Group>
      </Paper>
      {asking.confirm}
    </Affix>
  );
}
