import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import type { Display, DisplayStatus } from '../../../contracts/displays';
import { ageInWords } from '../../../core/format/age-in-words';
import { dateTimeText } from '../../../core/format/date-time';

/**
 * Every display with its last heartbeat (server time) and whether it is stale. Its name and its
 * actions come first: the table scrolls sideways on a tablet or a phone (more so with a large font
 * size), and Edit and Delete at its far end were out of view with nothing to say they were there
 * (walkthrough 38, O5).
 */
export function DisplayStatusTable({
  statuses,
  now,
  writable,
  onEdit,
  onDelete,
}: {
  statuses: DisplayStatus[];
  now: number;
  writable: boolean;
  onEdit: (display: Display) => void;
  onDelete: (display: Display) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped aria-label="Displays">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Display</Table.Th>
            <Table.Th>
              <Text span size="sm" fw={700}>
                Actions
              </Text>
            </Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th>Panels</Table.Th>
            <Table.Th>Last heartbeat</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Version</Table.Th>
            <Table.Th>Wake lock</Table.Th>
            <Table.Th>Queue</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statuses.map(({ display, lastHeartbeat, stale }) => (
            <Table.Tr key={display.id} aria-label={display.name}>
              <Table.Td>
                <Anchor href={`/display/${display.id}`} target="_blank">
                  {display.id}: <bdi>{display.name}</bdi>
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {/* Named with the display: a screen reader's list of buttons has no table around it. */}
                  <Button
                    size="xs"
                    variant="light"
                    disabled={!writable}
                    aria-label={`Edit ${display.name}`}
                    onClick={() => onEdit(display)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    disabled={!writable}
                    aria-label={`Delete ${display.name}`}
                    onClick={() => onDelete(display)}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
              <Table.Td>{display.accountName}</Table.Td>
              <Table.Td>
                {display.panels.length} (
                {display.layout === 'grid' ? 'all at once' : `every ${display.rotateSeconds} s`})
              </Table.Td>
              <Table.Td>
                {lastHeartbeat
                  ? `${dateTimeText(lastHeartbeat.receivedAt, { zone: true })} (${ageInWords(Math.max(0, now - lastHeartbeat.receivedAt), 'short')})`
                  : 'None yet'}
              </Table.Td>
              <Table.Td>
                {!lastHeartbeat ? (
                  <Text c="dimmed">Never reported</Text>
                ) : stale ? (
                  <Text c="red" fw={700}>
                    Stale
                  </Text>
                ) : (
                  <Text c="green" fw={700}>
                    {lastHeartbeat.online ? 'Live' : 'Live (offline)'}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{lastHeartbeat?.appVersion ?? '–'}</Table.Td>
              <Table.Td>{lastHeartbeat?.wakeLock ?? '–'}</Table.Td>
              <Table.Td>{lastHeartbeat?.queueDepth ?? '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
