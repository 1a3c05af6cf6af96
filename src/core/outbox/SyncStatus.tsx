import { Box, Button, Divider, Group, Popover, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DeadLetterRow } from '../db/rows';
import { useIsMobile } from '../ui/useIsMobile';
import { kindLabel } from './model/outbox-kinds';
import { discardDeadLetter, requeueDeadLetter } from './outbox-store';
import { replay } from './replay';
import { useDeadLetters, useOutboxStatus } from './useOutboxStatus';

// Loaded when the panel first opens: the launcher's first paint does not wait for it.
const OfflineReadiness = lazy(() => import('../offline/OfflineReadiness'));

const time = (epochMs: number) =>
  new Date(epochMs).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** A small dot in the button's colour: the state at a glance for those who do not read the label. */
function Indicator() {
  return <Box component="span" w={8} h={8} bg="currentColor" style={{ borderRadius: '50%' }} aria-hidden />;
}

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
          onClick={() => void requeueDeadLetter(letter.seq, Date.now())}
        >
          Send again
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          onClick={() => void discardDeadLetter(letter.seq)}
        >
          Discard
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Where a user finds their offline work: how many records wait to be sent, when the server last
 * accepted one, and the records it rejected with the reason (send again or discard).
 */
export function SyncStatus() {
  const status = useOutboxStatus();
  const deadLetters = useDeadLetters();
  const compact = useIsMobile();
  // Nothing until the queue has been read: a moment's blank beats a false 'Synced'.
  if (!status) return null;
  const summary = status.pending === 0 ? 'All changes synced' : `${status.pending} waiting to sync`;
  // The count comes with the status (one read): the label never shows the list's stale length.
  const rejected = status.deadLetters ? `, ${status.deadLetters} not accepted` : '';
  const label = `${status.pending === 0 ? 'Synced' : `${status.pending} to sync`}${rejected}`;
  return (
    <Popover position="bottom-end" shadow="md" width={340} withArrow trapFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          size="xs"
          color={status.deadLetters ? 'red' : status.pending ? 'yellow' : 'gray'}
          leftSection={<Indicator />}
          // On a phone the title bar has no room for words: the dot and the count, named in full.
          aria-label={compact ? label : undefined}
        >
          {compact ? status.pending || null : label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="region" aria-label="Sync status">
          <Text size="sm" fw={600}>
            {summary}
          </Text>
          <Text size="xs">
            Last successful sync: {status.lastSyncAt === undefined ? 'not yet' : time(status.lastSyncAt)}
          </Text>
          {status.lastError && status.pending > 0 && (
            <Text size="xs" c="dimmed">
              Retrying: {status.lastError}
            </Text>
          )}
          <Button
            size="compact-xs"
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            disabled={status.pending === 0}
            onClick={() => void replay({ force: true })}
          >
            Sync now
          </Button>
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
