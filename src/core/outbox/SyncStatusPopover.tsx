import { Button, Divider, Group, Popover, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import type { DeadLetterRow } from '../db/rows';
import { APP_LOCALE } from '../format/date-time';
import { useNetworkStatus } from '../network/useNetworkStatus';
import { useOpenedAfterMount } from '../ui/lazy-on-idle';
import { FIT_TO_SCREEN_MIDDLEWARES, SCROLLS_WHEN_CAPPED } from '../ui/popover-fit';
import { toastError } from '../ui/toasts';
import { touchTargetClass } from '../ui/touch-target';
import { useBefore } from '../ui/useBefore';
import { discardDeadLetter, requeueDeadLetter } from './dead-letters';
import { watchForLostQueue } from './lost-queue';
import { kindLabel } from './model/kind-labels';
import { replayOutbox } from './replay-on-demand';
import { SyncStatusButton, type SyncStatusProps } from './SyncStatusButton';
import { useDeadLetters } from './useDeadLetters';

// One formatter for the panel's life: `toLocaleString` with options builds a new one per call, and
// the panel renders again after every removal of a replay (a CPU profile of `npm run bench`'s
// replay showed it as the largest piece of rendering while the records went out).
let timeFormat: Intl.DateTimeFormat | undefined;
function time(epochMs: number): string {
  timeFormat ??= new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: 'short', timeStyle: 'short' });
  return timeFormat.format(epochMs);
}

// Loaded when the panel first opens: the launcher's first paint does not wait for it.
const OfflineReadiness = lazy(() => import('../offline/OfflineReadiness'));

/**
 * 'Send again' or 'Discard' could not write to the device (its storage full, or the site's data
 * cleared meanwhile): said, and the record stays in the list (before, the press did nothing).
 */
export const DEAD_LETTER_NOT_CHANGED =
  "This device's storage could not be written. The record stays in the list.";

const sayNotChanged = (title: string) => (error: unknown) => {
  console.warn(title, error);
  toastError(title, DEAD_LETTER_NOT_CHANGED);
};

function DeadLetterItem({ letter }: { letter: DeadLetterRow }) {
  return (
    <Stack gap={2} component="li">
      <Text size="sm" fw={500}>
        {kindLabel(letter.record.kind)} not accepted ({time(letter.failedAt)})
      </Text>
      <Text size="xs" c="dimmed">
        {letter.reason}
      </Text>
      <Group gap="xs">
        <Button
          size="compact-xs"
          variant="light"
          onClick={() =>
            void requeueDeadLetter(letter.seq, Date.now()).catch(sayNotChanged('Not sent again'))
          }
        >
          Send again
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          onClick={() => void discardDeadLetter(letter.seq).catch(sayNotChanged('Not discarded'))}
        >
          Discard
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Under 'Sync now' while offline, with records waiting, in the words of the app's other offline
 * hints ('… needs a connection.'): a press reached no server and changed nothing on screen
 * (walkthrough 18, observation 3), and the replay starts by itself when the connection is back.
 */
export const SYNC_NOW_OFFLINE_HINT =
  'Syncing needs a connection. What waits is sent by itself once it is back.';

/**
 * Under a disabled 'Sync now' while the server's Retry-After holds every lane: a press would send
 * nothing and show nothing (walkthrough 30, D5), as offline. Said with the moment it ends.
 */
export const serverAskedToWait = (until: number) =>
  `The server asked to wait until ${clockTime(until)}. What waits is sent by itself then.`;

let clockFormat: Intl.DateTimeFormat | undefined;
function clockTime(epochMs: number): string {
  clockFormat ??= new Intl.DateTimeFormat(APP_LOCALE, { timeStyle: 'medium' });
  return clockFormat.format(epochMs);
}

/** Nothing ever queued is no failure: "All changes synced" beside "not yet" read like one. */
const NOTHING_QUEUED_YET = 'No change has had to wait for a connection yet.';

function lastSyncLine({ pending, deadLetters, lastSyncAt }: SyncStatusProps['status']): string {
  if (lastSyncAt !== undefined) return `Last successful sync: ${time(lastSyncAt)}`;
  return pending > 0 || deadLetters > 0 ? 'Last successful sync: not yet' : NOTHING_QUEUED_YET;
}

/**
 * The panel's first line. With a change not accepted listed below, 'All changes synced' (and
 * 'nothing has had to wait') contradicted it (walkthrough 8, defect 4): nothing waits, but not all
 * went through.
 */
function summaryLine({ pending, deadLetters }: SyncStatusProps['status']): string {
  if (pending > 0) return `${pending} waiting to sync`;
  return deadLetters > 0 ? 'Nothing waiting to sync' : 'All changes synced';
}

/**
 * The sync status's panel: how many records wait to be sent, when the server last accepted one,
 * and the records it rejected with the reason (send again or discard). Loaded on idle; the title
 * bar draws the button alone until then (SyncStatus.tsx). It also starts the watch for the
 * queue being cleared under the app (lost-queue.ts).
 */
export function SyncStatusPopover(props: SyncStatusProps) {
  const { status, opened, onChange } = props;
  const shownOpened = useOpenedAfterMount(opened);
  const deadLetters = useDeadLetters();
  const { isConnected } = useNetworkStatus();
  const serverHolds = useBefore(status.pending > 0 ? status.heldUntil : undefined);
  // Started here, loaded on idle with the panel: the queue waiting on this device is watched so
  // that a database cleared under the app is noticed and said (lost-queue.ts), off the first screen.
  // Never stopped by an unmount: the title bar draws no panel while the queue is unread
  // (SyncStatus.tsx), and a watch started again would have lost its picture of the queue.
  useEffect(() => {
    watchForLostQueue();
  }, []);
  return (
    <Popover
      position="bottom-end"
      shadow="md"
      width={340}
      // Capped to the screen and scrolling inside, as the bell's and the user menu's: at 320 px, at
      // 200 %/400 % zoom or on a short laptop window with a change waiting, its lower part ('Make
      // available offline') was below the screen and out of reach (walkthrough 30, D1).
      middlewares={FIT_TO_SCREEN_MIDDLEWARES}
      withArrow
      // At the control's centre, wherever the panel is shifted to fit: Mantine's default ('side')
      // keeps the arrow at the panel's end, which on a phone sat under the Settings gear and on
      // the desktop 34 px right of the cloud (walkthrough 9, defect 5).
      arrowPosition="center"
      trapFocus
      opened={shownOpened}
      onChange={onChange}
    >
      <Popover.Target>
        <SyncStatusButton {...props} />
      </Popover.Target>
      <Popover.Dropdown style={SCROLLS_WHEN_CAPPED}>
        <Stack gap="xs" role="region" aria-label="Sync status">
          <Text size="sm" fw={600}>
            {summaryLine(status)}
          </Text>
          <Text size="xs">{lastSyncLine(status)}</Text>
          {status.lastError && status.pending > 0 && (
            <Text size="xs" c="dimmed">
              Retrying: {status.lastError}
            </Text>
          )}
          <Button
            size="compact-xs"
            variant="light"
            className={touchTargetClass}
            style={{ alignSelf: 'flex-start' }}
            disabled={status.pending === 0 || !isConnected || serverHolds}
            onClick={() => void replayOutbox({ force: true })}
          >
            Sync now
          </Button>
          {!isConnected && status.pending > 0 && (
            <Text size="xs" c="dimmed">
              {SYNC_NOW_OFFLINE_HINT}
            </Text>
          )}
          {isConnected && serverHolds && status.heldUntil !== undefined && (
            <Text size="xs" c="dimmed">
              {serverAskedToWait(status.heldUntil)}
            </Text>
          )}
          {deadLetters.length > 0 && (
            <Stack
              gap="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Not accepted"
            >
              {deadLetters.map((letter) => (
                <DeadLetterItem key={letter.seq} letter={letter} />
              ))}
            </Stack>
          )}
          <Divider />
          <Suspense fallback={null}>
            <OfflineReadiness />
          </Suspense>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
