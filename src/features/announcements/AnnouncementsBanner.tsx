import { ActionIcon, Group, Paper, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useEffect, useReducer, useState } from 'react';
import { sessionAtom } from '../../core/auth/session-state';
import { useCachedResource } from '../../core/cache/useCachedResource';
import { useAtomValue } from '../../core/state/jotai';
import { ChevronLeftIcon, ChevronRightIcon, SpeakerphoneIcon } from '../../core/ui/icons';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import { touchTargetClass } from '../../core/ui/touch-target';
import classes from './AnnouncementsBanner.module.css';
import { readBannerMemory, writeBannerMemory } from './banner-memory';
import { announcementsRead } from './data';
import { bannerMemory, bannerRoom, shownLastTime } from './model/banner-room';
import { announcementsReducer, initialAnnouncementsView, shouldRotate } from './model/banner-state';
import { ANNOUNCEMENT_ROTATION_MS, clampAnnouncementIndex } from './model/rotation';

// Opened by a click on the banner: out of the launcher's first chunks (docs/performance.md).
const AnnouncementPopup = lazyOnIdle(() => import('./AnnouncementPopup').then((m) => m.AnnouncementPopup));

/**
 * The rotating announcements banner and its popup (S1 §2.7). Rotation pauses while the pointer
 * or the keyboard focus is on the banner (so a reader is not cut off) and while the popup is
 * open; moving by hand starts a fresh 30 seconds. While the list is on its way the banner's row is
 * held when announcements are expected (model/banner-room.ts), so the page below stays still.
 */
export function AnnouncementsBanner() {
  const { data, isLoading, refresh } = useCachedResource(
    announcementsRead.resource,
    announcementsRead.fetch,
    announcementsRead.schema,
    { scope: announcementsRead.scope },
  );
  // Hidden at once on Dismiss, before the cached list catches up.
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const announcements = (data ?? []).filter((announcement) => !dismissed.has(announcement.id));
  const count = announcements.length;
  const [view, dispatch] = useReducer(announcementsReducer, initialAnnouncementsView);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const [movedByHand, setMovedByHand] = useState(0);

  useEffect(() => dispatch({ type: 'listChanged', count }), [count]);

  const userId = useAtomValue(sessionAtom)?.user.id;
  // Read once: what the last start learnt, until this one knows its own list.
  const [memory] = useState(readBannerMemory);
  const room = bannerRoom({ count, loading: isLoading, shownLastTime: shownLastTime(memory, userId) });
  const listKnown = data !== undefined;
  useEffect(() => {
    const remembered = bannerMemory(userId, count, listKnown);
    if (remembered) writeBannerMemory(remembered);
  }, [userId, count, listKnown]);

  const rotating = shouldRotate(view, count) && !held.hover && !held.focus;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a move by hand restarts the 30 seconds
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => dispatch({ type: 'rotated', count }), ANNOUNCEMENT_ROTATION_MS);
    return () => clearInterval(timer);
  }, [rotating, count, movedByHand]);

  const index = clampAnnouncementIndex(view.index, count);
  const current = announcements[index];
  if (!current) return room === 'reserved' ? <BannerRow /> : null;

  const position = `${index + 1} of ${count}`;
  const move = (type: 'next' | 'previous') => {
    dispatch({ type, count });
    setMovedByHand((moves) => moves + 1);
  };

  return (
    <>
      <Paper
        component="section"
        aria-label="Announcements"
        radius={0}
        px="md"
        py={6}
        bg="var(--mantine-color-blue-light)"
        onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
        onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
        onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
        }}
      >
        <Group gap="xs" wrap="nowrap" className={classes.row}>
          <ActionIcon
            variant="subtle"
            aria-label="Previous announcement"
            disabled={count < 2}
            onClick={() => move('previous')}
          >
            <ChevronLeftIcon size={18} />
          </ActionIcon>
          <ThemeIcon
            variant="light"
            radius="xl"
            size="md"
            aria-hidden="true"
            data-icon={current.icon ?? undefined}
          >
            <SpeakerphoneIcon size={16} />
          </ThemeIcon>
          <UnstyledButton
            className={touchTargetClass}
            onClick={() => dispatch({ type: 'popupOpened' })}
            aria-haspopup="dialog"
            style={{ flex: 1, minWidth: 0 }}
          >
            <Text fw={600} size="sm" truncate="end" dir="auto">
              {current.title}
            </Text>
          </UnstyledButton>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {position}
          </Text>
          <ActionIcon
            variant="subtle"
            aria-label="Next announcement"
            disabled={count < 2}
            onClick={() => move('next')}
          >
            <ChevronRightIcon size={18} />
          </ActionIcon>
        </Group>
      </Paper>
      {/* Outside the banner: the dialog's focus and pointer must not count as being on the banner. */}
      <AnnouncementPopup
        announcement={current}
        opened={view.popupOpen}
        position={position}
        canMove={count > 1}
        onPrevious={() => dispatch({ type: 'previous', count })}
        onNext={() => dispatch({ type: 'next', count })}
        onDismissed={(id) => setDismissed((ids) => new Set(ids).add(id))}
        onClose={() => dispatch({ type: 'popupClosed' })}
        refresh={refresh}
      />
    </>
  );
}

/**
 * The banner's row with nothing in it yet: the same box and control height as the banner, so the
 * announcements arrive without moving what is below. Hidden from assistive technology.
 */
function BannerRow() {
  return (
    <Paper
      radius={0}
      px="md"
      py={6}
      bg="var(--mantine-color-blue-light)"
      aria-hidden="true"
      data-announcements-room=""
    >
      <Group gap="xs" wrap="nowrap" className={classes.row}>
        <ActionIcon component="span" variant="transparent" tabIndex={-1} style={{ visibility: 'hidden' }} />
      </Group>
    </Paper>
  );
}
