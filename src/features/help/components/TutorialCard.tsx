import { Box, Button, Group, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import type { Tutorial } from '../../../contracts/help';
import { HELP_OVERLAY_TOP_Z_INDEX } from '../../../core/ui/layer-z-indexes';
import { SafeHtml } from '../../../core/ui/SafeHtml';
import { useFocusReturn } from '../../../core/ui/useCardFocusReturn';
import { TUTORIAL_CARD_WIDTH_PX } from '../model/card-placement';
import { nextStep, playbackControls, previousStep, reachableSteps } from '../model/tutorial-playback';
import { findAnchor, isAnchorShown } from '../useAnchorRect';
import { AnchoredCard } from './AnchoredCard';

/**
 * A column within the card's height (AnchoredCard): a long description scrolls, and the step's
 * heading and its Cancel, Back and Next stay in view.
 */
const STEP_STYLE = { outline: 'none', display: 'flex', flexDirection: 'column', minHeight: 0 } as const;

interface TutorialCardProps {
  tutorial: Tutorial;
  index: number;
  onStep: (index: number) => void;
  onClose: () => void;
  /** Finish on the last reachable step; without it Finish just closes. */
  onFinish?: () => void;
  /** Where the focus goes at the end when the control that started playback is gone. */
  fallbackFocus?: () => void;
}

/**
 * One step of a tutorial's playback (S2 §2), 300 px wide, next to the step's anchor, which is
 * outlined and never covered by the card (`tutorialCardPlacement`). Steps whose
 * anchor is absent or hidden are skipped (`reachableSteps`). Keyboard: the focus moves into the
 * card at each step, Escape cancels, and the focus goes back where it was when playback ends.
 */
export function TutorialCard({
  tutorial,
  index,
  onStep,
  onClose,
  onFinish,
  fallbackFocus,
}: TutorialCardProps) {
  const item = tutorial.items[index];
  const steps = reachableSteps(tutorial.items, isAnchorShown);
  const controls = playbackControls(steps, index);
  const anchor = item?.anchor ?? null;
  // Stable, so it runs only when a step's content mounts, never on re-renders (scroll, resize).
  const focusOnMount = useCallback((element: HTMLDivElement | null) => element?.focus(), []);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // Escape cancels wherever the focus is; when playback ends the focus goes back where it was.
  useFocusReturn(fallbackFocus);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Bring the step's element into view, so its card is not left pointing off screen.
  // An element taller than the screen is scrolled to its top, where its card points.
  // Scrolled to its top, an element would sit under the fixed title bar (its outline and a card
  // beside it then over the bar): the page goes back by what the bar hides.
  useEffect(() => {
    const element = findAnchor(anchor);
    const tall = (element?.getBoundingClientRect().height ?? 0) > window.innerHeight;
    element?.scrollIntoView?.({ block: tall ? 'start' : 'nearest', inline: 'nearest' });
    const hiddenUnderBar =
      (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) -
      (element?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY);
    if (tall && hiddenUnderBar > 0) window.scrollBy(0, -hiddenUnderBar);
  }, [anchor]);

  if (!item) return null;
  const go = (step: number | undefined) => step !== undefined && onStep(step);
  return (
    <AnchoredCard
      anchor={anchor}
      position={item.position}
      offset={item.offset}
      width={TUTORIAL_CARD_WIDTH_PX}
      zIndex={HELP_OVERLAY_TOP_Z_INDEX}
      role="dialog"
      label={tutorial.title}
      highlightAnchor
    >
      {/* Keyed by step: each step's content mounts afresh and takes the focus. */}
      <div key={index} ref={focusOnMount} tabIndex={-1} style={STEP_STYLE}>
        <Text size="xs" c="dimmed">
          <bdi>{tutorial.title}</bdi> · Step {controls.stepNumber} of {controls.stepCount}
        </Text>
        <Title order={2} size="h5" mt={4} dir="auto">
          {item.title}
        </Title>
        {/* Focusable, so a keyboard scrolls a long description (the arrows, Page Down). */}
        <Box
          role="region"
          aria-label="Step description"
          tabIndex={0}
          style={{ overflowY: 'auto', minHeight: 0 }}
        >
          <SafeHtml html={item.description} onInternalLink={onClose} />
        </Box>
        <Group justify="space-between" mt="sm" gap="xs">
          <Button variant="subtle" size="xs" onClick={onClose}>
            Cancel
          </Button>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={!controls.canBack}
              onClick={() => go(previousStep(steps, index))}
            >
              Back
            </Button>
            {/* On the last step Finish takes Next's place (Next could only be disabled there), so
                Cancel, Back and Finish fit on one row of the 300 px card. */}
            {controls.showFinish ? (
              <Button size="xs" onClick={onFinish ?? onClose}>
                Finish
              </Button>
            ) : (
              <Button size="xs" onClick={() => go(nextStep(steps, index))}>
                Next
              </Button>
            )}
          </Group>
        </Group>
      </div>
    </AnchoredCard>
  );
}
