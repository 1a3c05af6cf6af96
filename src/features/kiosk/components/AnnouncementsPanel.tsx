import { Stack, Text, Title } from '@mantine/core';
import type { Announcement } from '../../../contracts/shell';
import { SafeHtml } from '../../../core/ui/SafeHtml';
import { panelIndexAt } from '../model/rotation';
import { kioskFontSize } from './kiosk-type';
import { PanelFrame } from './PanelFrame';

/** S1 §9: announcements rotate every 30 seconds. */
export const ANNOUNCEMENT_ROTATION_MS = 30_000;

/** The account's announcements, one at a time, rotating; bodies go through the one sanitiser. */
export function AnnouncementsPanel({
  announcements,
  elapsedMs,
}: {
  announcements: Announcement[];
  elapsedMs: number;
}) {
  const shown = announcements[panelIndexAt(announcements.length, ANNOUNCEMENT_ROTATION_MS, elapsedMs)];
  return (
    <PanelFrame title="Announcements">
      {shown ? (
        <Stack gap="sm" fz="clamp(1rem, 2.2vw, 2.2rem)">
          <Title order={3} fz="inherit" dir="auto">
            {shown.title}
          </Title>
          <SafeHtml html={shown.text} />
          {announcements.length > 1 && (
            <Text c="gray.4" fz={kioskFontSize.detail}>
              {announcements.indexOf(shown) + 1} of {announcements.length}
            </Text>
          )}
        </Stack>
      ) : (
        <Text c="gray.4" fz={kioskFontSize.detail}>
          No announcements.
        </Text>
      )}
    </PanelFrame>
  );
}
