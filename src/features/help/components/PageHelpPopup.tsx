import { Badge, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import type { PageHelp, Tutorial } from '../../../contracts/help';
import { messageOf } from '../../../core/api/api-error';
import type { CachedResource } from '../../../core/cache/useCachedResource';
import { useFloatingLayer } from '../../../core/ui/floating-layers';
import { HelpAgentChatButton } from '../../../core/ui/HelpAgentChatButton';
import { helpListRight } from '../model/controls-placement';
import { PAGE_HELP_AUTHORING_OFFLINE_HINT, useHelpAuthoring } from '../useHelpAuthoring';
import { KEEP_CLEAR_ATTRIBUTE } from '../useHelpCardLayout';
import { CONTROL_BOTTOM_PX, useControlsRight } from './HelpControls';

/** Room kept between the list and the top of the screen. */
const SCREEN_MARGIN_PX = 8;

const TUTORIAL_BUTTON_STYLES = {
  root: { height: 'auto', minHeight: 36 },
  inner: { paddingBlock: 6 },
  label: { whiteSpace: 'normal', height: 'auto', textAlign: 'start' },
  section: { flexShrink: 0 },
} as const;

interface PageHelpPopupProps {
  help: CachedResource<PageHelp>;
  helps: PageHelp['helps'];
  tutorials: Tutorial[];
  /** Tutorials the user has not finished yet. */
  newIds: readonly number[];
  onPlay: (tutorial: Tutorial) => void;
  onClose: () => void;
  /** Whether the list takes the focus as it shows: true once after the help control opened it. */
  takesFocus: () => boolean;
}

/**
 * 'Help on this page': the page's tutorials to play, those not finished yet marked New (the cards
 * show beside their anchors). Offline it shows what the cache holds. It stacks with the floating
 * panels (`useFloatingLayer`), not with the help overlay's cards under them: opened, it is on top,
 * and a panel used after it comes over it, as between panels. At the overlay's 8005 it opened
 * under an open Help Topics panel reaching down to it, its 'Chat with …' button covered
 * (walkthrough 17's notes). Escape pressed in it closes it, as a panel's does.
 *
 * Opened from the help control it takes the focus, as every panel opened from a control does
 * (docs/security.md): on its first tutorial, else on itself (loading, no tutorials), so a screen
 * reader says where the user is. The focus stayed on the control (walkthrough 32, O6), and the
 * list, shown after the page's last element, was reached only by tabbing through the page.
 */
export function PageHelpPopup({
  help,
  helps,
  tutorials,
  newIds,
  onPlay,
  onClose,
  takesFocus,
}: PageHelpPopupProps) {
  const { may, readOnly } = useHelpAuthoring();
  const controlsRight = useControlsRight();
  const box = useRef<HTMLDivElement>(null);
  const layer = useFloatingLayer(true, onClose, box);
  // In the commit that shows it: a focus the user moves on right after is never taken back.
  useLayoutEffect(() => {
    if (takesFocus()) (box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current)?.focus();
  }, [takesFocus]);
  // Opened while the page's help was loading, the list took the focus itself: its first tutorial
  // takes it as it comes, unless the user has moved on.
  const hasTutorials = tutorials.length > 0;
  useLayoutEffect(() => {
    if (hasTutorials && document.activeElement === box.current)
      box.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [hasTutorials]);
  return (
    <Paper
      ref={box}
      role="dialog"
      aria-modal={false}
      aria-label="Help on this page"
      tabIndex={-1}
      {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }}
      shadow="lg"
      withBorder
      p="sm"
      w={280}
      style={{
        position: 'fixed',
        right: helpListRight(controlsRight),
        bottom: CONTROL_BOTTOM_PX,
        zIndex: layer.zIndex,
        // Never past the top of the screen, however many tutorials a page has: the list between
        // the heading and Close scrolls instead (walkthrough 21, D1: two dozen ran off a tablet).
        display: 'flex',
        flexDirection: 'column',
        maxHeight: `calc(100dvh - ${CONTROL_BOTTOM_PX + SCREEN_MARGIN_PX}px)`,
      }}
      {...layer.raiseOnUse}
    >
      <Title order={2} size="h5" mb="xs">
        Help on this page
      </Title>
      {/* Padded by the width of a focus ring, so a button's ring is not cut at the scroller's edge. */}
      <Stack gap="xs" p={3} m={-3} style={{ overflowY: 'auto', minHeight: 0 }}>
        {help.data === undefined ? (
          help.isLoading ? (
            <Loader size="sm" aria-label="Loading page help" />
          ) : (
            <Text size="sm" c="red" role="alert">
              {messageOf(help.error)}
            </Text>
          )
        ) : (
          helps.length === 0 &&
          tutorials.length === 0 && (
            <Text size="sm" c="dimmed">
              There is no help for this page yet.
            </Text>
          )
        )}
        {tutorials.length > 0 && (
          <>
            <Title order={3} size="h6">
              Tutorials
            </Title>
            {tutorials.map((tutorial, index) => (
              <Button
                key={tutorial.id}
                data-autofocus={index === 0 || undefined}
                variant="light"
                justify="space-between"
                // A long title wraps, and the New mark keeps its word beside it.
                styles={TUTORIAL_BUTTON_STYLES}
                onClick={() => onPlay(tutorial)}
                rightSection={
                  newIds.includes(tutorial.id) ? (
                    <Badge size="xs" variant="filled" aria-label="new">
                      New
                    </Badge>
                  ) : undefined
                }
              >
                <bdi>{tutorial.title}</bdi>
              </Button>
            ))}
          </>
        )}
        {may.edit && readOnly && (
          <Text size="xs" c="dimmed" role="note">
            {PAGE_HELP_AUTHORING_OFFLINE_HINT}
          </Text>
        )}
      </Stack>
      <Stack gap="xs" mt="xs">
        {/* The chat's own button (core/ui): there only when the agent has an id and a token endpoint. */}
        <HelpAgentChatButton agent={help.data?.agent} onOpen={onClose} />
        <Button variant="subtle" onClick={onClose}>
          Close help
        </Button>
      </Stack>
    </Paper>
  );
}
