import { Button, Group, Modal, Table } from '@mantine/core';
import type { WakeLockState } from '../../../contracts/displays';
import { ageInWords } from '../../../core/format/age-in-words';
import { useEscapeLayer } from '../../../core/ui/escape-layers';
import { refreshTimeText } from '../model/clock-format';

export interface TechnicianInfo {
  displayId: number;
  version: string;
  lastRefreshAt: number | undefined;
  wakeLock: WakeLockState;
  online: boolean;
  queueDepth: number | undefined;
  /** A new app version is installed and waits for an idle moment. */
  updateWaiting: boolean;
  now: number;
  /** The display's clock's timezone (its account's): the last refresh is told in it. */
  timezone: string;
}

const wakeLockText: Record<WakeLockState, string> = {
  held: 'Held',
  released: 'Released (taken again when visible)',
  unsupported: 'Not supported by this browser',
  denied: 'Refused by the browser',
};

/** The technician's escape hatch (long-press a corner, or `?setup`): what the display knows, Reload, Exit kiosk. */
export function TechnicianPanel({
  opened,
  onClose,
  info,
  onReload,
  onExit,
}: {
  opened: boolean;
  onClose: () => void;
  info: TechnicianInfo;
  onReload: () => void;
  onExit: () => void;
}) {
  const rows: [string, string][] = [
    ['Display', String(info.displayId)],
    ['Version', info.version],
    [
      'Last refresh',
      info.lastRefreshAt === undefined
        ? 'never'
        : `${refreshTimeText(info.lastRefreshAt, info.timezone)}, ${ageInWords(info.now - info.lastRefreshAt, 'short')}`,
    ],
    ['Wake lock', wakeLockText[info.wakeLock]],
    ['Connection', info.online ? 'Online' : 'Offline'],
    ['Waiting to sync', info.queueDepth === undefined ? '…' : String(info.queueDepth)],
    ['New version', info.updateWaiting ? 'Waiting for an idle moment' : 'None waiting'],
  ];
  const answersEscape = useEscapeLayer(opened);
  return (
    // The display gives the focus back to its corner button (KioskScreen), also after `?setup`.
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={answersEscape}
      returnFocus={false}
      title="Technician panel"
      centered
    >
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group mt="md" justify="flex-end">
        <Button variant="default" onClick={onExit}>
          Exit kiosk
        </Button>
        <Button onClick={onReload}>Reload</Button>
      </Group>
    </Modal>
  );
}
