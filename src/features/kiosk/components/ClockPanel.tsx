import { Stack, Text } from '@mantine/core';
import { clockText } from '../model/clock-format';

/** A large clock and date in the account's timezone (the display's place, not the device's). */
export function ClockPanel({ now, timezone }: { now: number; timezone: string }) {
  const { time, date } = clockText(now, timezone);
  return (
    <Stack component="section" aria-label="Clock" align="center" justify="center" gap="xs" h="100%">
      <Text fz="clamp(3rem, 12vw, 12rem)" fw={700} lh={1} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {time}
      </Text>
      <Text fz="clamp(1.2rem, 3vw, 3rem)" c="gray.4">
        {date}
      </Text>
    </Stack>
  );
}
