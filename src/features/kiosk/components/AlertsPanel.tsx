import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { DisplayAlert } from '../../../contracts/displays';
import { ageLabel } from '../model/staleness';
import { PanelFrame } from './PanelFrame';

const severityColor = { info: 'blue', warning: 'yellow', critical: 'red' } as const;

/** The account's alerts, newest first. */
export function AlertsPanel({ alerts, now }: { alerts: DisplayAlert[]; now: number }) {
  return (
    <PanelFrame title="Alerts">
      {alerts.length === 0 ? (
        <Text c="gray.4">No alerts.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {alerts.map((alert) => (
            <Paper component="li" key={alert.id} p="sm" radius="md" bg="dark.6" c="gray.0">
              <Group gap="sm" wrap="nowrap" align="baseline">
                <Badge color={severityColor[alert.severity]}>{alert.severity}</Badge>
                <Text fw={600} fz="clamp(1rem, 1.8vw, 1.8rem)">
                  {alert.title}
                </Text>
                <Text c="gray.4" fz="sm" ml="auto">
                  {ageLabel(Math.max(0, now - alert.createdAt))}
                </Text>
              </Group>
              <Text fz="clamp(0.9rem, 1.4vw, 1.4rem)">{alert.text}</Text>
            </Paper>
          ))}
        </Stack>
      )}
    </PanelFrame>
  );
}
