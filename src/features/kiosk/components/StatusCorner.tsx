import { Box, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { WakeLockState } from '../../../contracts/displays';
import { type DataFlow, dataAgeText } from '../model/staleness';

export const RECONNECTING_TEXT = 'Reconnecting…';
export const RETRYING_TEXT = 'Retrying…';
/** How long the display says that it cannot keep the screen awake (once per start). */
export const WAKE_LOCK_NOTE_MS = 60_000;

interface StatusCornerProps {
  /** Whether the last content is live; if not, whether the server is unreachable or the data overdue. */
  flow: DataFlow;
  dataAgeMs: number | undefined;
  wakeLock: WakeLockState;
}

/**
 * The display's status corner: a small strip with the age of the data while the last content is
 * not live (never a blank or error page): 'Reconnecting…' while the server cannot be reached,
 * 'Retrying…' while it answers but the data does not come, and, once, a note that the screen may
 * sleep when no wake lock could be had.
 */
export function StatusCorner({ flow, dataAgeMs, wakeLock }: StatusCornerProps) {
  const noWakeLock = wakeLock === 'unsupported' || wakeLock === 'denied';
  const [noteShown, setNoteShown] = useState<'pending' | 'showing' | 'done'>('pending');
  useEffect(() => {
    if (noWakeLock && noteShown === 'pending') setNoteShown('showing');
  }, [noWakeLock, noteShown]);
  useEffect(() => {
    if (noteShown !== 'showing') return;
    const timer = setTimeout(() => setNoteShown('done'), WAKE_LOCK_NOTE_MS);
    return () => clearTimeout(timer);
  }, [noteShown]);

  return (
    <Box pos="fixed" bottom={12} right={12} style={{ zIndex: 10 }}>
      <Stack gap={6} align="flex-end">
        {noteShown === 'showing' && (
          // The panels' light grey, not Mantine's "dimmed": a display is always dark, whatever the
          // colour scheme, and dimmed text on it fails the contrast check (axe: 2.9:1).
          <Text role="note" fz="xs" c="gray.4">
            Screen wake lock unavailable: the screen may go dark.
          </Text>
        )}
        {flow !== 'live' && (
          <Paper role="status" aria-label="Connection" px="sm" py={4} radius="sm" bg="orange.8" c="white">
            <Text fz="sm" fw={600}>
              {flow === 'reconnecting' ? RECONNECTING_TEXT : RETRYING_TEXT}{' '}
              <Text span fz="sm" fw={400}>
                {dataAgeText(dataAgeMs)}
              </Text>
            </Text>
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
