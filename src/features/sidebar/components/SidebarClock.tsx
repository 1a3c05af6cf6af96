import { Stack, Text } from '@mantine/core';
import { formatClockDate, formatClockTime } from '../model/clock';
import { useMinuteClock } from '../useMinuteClock';

/** The sidebar clock (S1 §2.6) in the device's time zone: `hh:mm a`, then the date. */
export function SidebarClock({ expanded }: { expanded: boolean }) {
  const now = useMinuteClock();
  return (
    <Stack gap={0} align="center">
      <Text component="time" dateTime={now.toISOString()} size="sm" fw={600}>
        {formatClockTime(now)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatClockDate(now, { expanded })}
      </Text>
    </Stack>
  );
}
