import { Group, Paper, Stack, Text } from '@mantine/core';
import type { DisplayAlert } from '../../../contracts/displays';
import { ageInWords } from '../../../core/format/age-in-words';
import { severityColors, severityLabel } from '../model/severity';
import { kioskFontSize } from './kiosk-type';
import { PanelFrame } from './PanelFrame';

/**
 * An alert's severity, the most important word on it: as large and bold as the alert's title,
 * white or black on its colour at WCAG AA, never shortened (it does not shrink; the title wraps).
 */
function SeverityBadge({ severity }: { severity: DisplayAlert['severity'] }) {
  const colours = severityColors[severity];
  return (
    <Text
      component="span"
      fw={700}
      fz={kioskFontSize.itemTitle}
      lh={1.2}
      tt="uppercase"
      data-severity={severity}
      style={{
        background: colours.background,
        color: colours.text,
        padding: '0.1em 0.45em',
        borderRadius: '0.3em',
        letterSpacing: '0.04em',
        whiteSpace: 'nowrap',
        flexShrink: 0,
      }}
    >
      {severityLabel[severity]}
    </Text>
  );
}

/** The account's alerts, newest first; `ageOf` tells each one's age in ms (model/alert-age.ts). */
export function AlertsPanel({
  alerts,
  ageOf,
}: {
  alerts: DisplayAlert[];
  ageOf: (alert: DisplayAlert) => number;
}) {
  return (
    <PanelFrame title="Alerts">
      {alerts.length === 0 ? (
        <Text c="gray.4" fz={kioskFontSize.detail}>
          No alerts.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {alerts.map((alert) => (
            <Paper component="li" key={alert.id} p="sm" radius="md" bg="dark.6" c="gray.0">
              {/* On a narrow screen the title wraps beside the badge and the age moves below. */}
              <Group gap="sm" wrap="wrap" align="center" style={{ rowGap: 4 }}>
                <SeverityBadge severity={alert.severity} />
                <Text fw={600} fz={kioskFontSize.itemTitle} style={{ flex: '1 1 12ch', minWidth: 0 }}>
                  {alert.title}
                </Text>
                <Text c="gray.4" fz={kioskFontSize.detail} ml="auto" style={{ whiteSpace: 'nowrap' }}>
                  {ageInWords(ageOf(alert), 'short')}
                </Text>
              </Group>
              <Text fz={kioskFontSize.detail}>{alert.text}</Text>
            </Paper>
          ))}
        </Stack>
      )}
    </PanelFrame>
  );
}
