import { Stack, Text } from '@mantine/core';
import { formatClockDate, formatClockTime } from '../model/clock';
import { useMinuteClock } from '../useMinuteClock';

/*
 * The rail is 80 px wide at every font size, as are its tab labels: the clock keeps one line for
 * the time and one for the date, at most the sizes they have at the default 16 px body (at 22 px
 * the time wrapped onto two lines and the date ran into the screen's edge). The sizes are set by
 * the rail's clock slot, which is that high before the clock has loaded (SidebarRail.module.css).
 */
const TIME_SIZE = 'var(--clock-time-size)';
const DATE_SIZE = 'var(--clock-date-size)';
const ONE_LINE = { whiteSpace: 'nowrap' } as const;

/** The sidebar clock (S1 §2.6) in the device's time zone: `hh:mm a`, then the date. */
export function SidebarClock({ expanded }: { expanded: boolean }) {
  const now = useMinuteClock();
  return (
    <Stack gap={0} align="center">
      <Text component="time" dateTime={now.toISOString()} fz={TIME_SIZE} fw={600} style={ONE_LINE}>
        {formatClockTime(now)}
      </Text>
      <Text fz={DATE_SIZE} c="dimmed" style={ONE_LINE}>
        {formatClockDate(now, { expanded })}
      </Text>
    </Stack>
  );
}
