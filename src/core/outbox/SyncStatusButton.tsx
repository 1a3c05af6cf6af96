import { Box, Button } from '@mantine/core';
import { escapeCloses } from '../ui/escape-closes';
import classes from './SyncStatusButton.module.css';
import type { OutboxStatus } from './useOutboxStatus';

export interface SyncStatusProps {
  status: OutboxStatus;
  /** On a phone the title bar has no room for words: a cloud and the count, named in full. */
  compact: boolean;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * The state at a glance in its colour, for those who do not read the label: a dot beside it, a
 * cloud alone on a phone (SyncStatusButton.module.css). The label itself stays in the button's
 * readable grey: Mantine's yellow and red text on white reached 3.0:1 and 3.3:1 (WCAG AA asks
 * 4.5:1; axe in accessibility.spec.ts).
 */
function Indicator({ color, compact }: { color: string; compact: boolean }) {
  return <Box component="span" bg={color} className={compact ? classes.cloud : classes.dot} aria-hidden />;
}

const dotColor = (status: OutboxStatus) =>
  status.deadLetters ? 'red.7' : status.pending ? 'orange.6' : 'gray.6';

/** The title bar's sync status button: the panel's target once the panel is loaded, alone before. */
export function SyncStatusButton(props: SyncStatusProps) {
  // Inside Popover.Target the props also carry the target's ref, id and aria attributes.
  const { status, compact, opened, onChange, ...targetProps } = props as SyncStatusProps &
    Record<string, unknown>;
  // The count comes with the status (one read): the label never shows the list's stale length.
  const rejected = status.deadLetters ? `, ${status.deadLetters} not accepted` : '';
  const label = `${status.pending === 0 ? 'Synced' : `${status.pending} to sync`}${rejected}`;
  return (
    <Button
      aria-expanded={opened}
      aria-haspopup="dialog"
      {...targetProps}
      variant="subtle"
      size="xs"
      color="gray"
      // Compact, the cloud alone needs no wide padding: the button stays as wide as with the dot
      // (36 px), the room goes to the search box.
      px={compact ? 6 : undefined}
      leftSection={<Indicator color={dotColor(status)} compact={compact} />}
      aria-label={compact ? label : undefined}
      // The words the wide button shows, as its tooltip where only the cloud is drawn.
      title={compact ? label : undefined}
      onClick={() => onChange(!opened)}
      onKeyDown={escapeCloses(opened, onChange)}
    >
      {compact ? status.pending || null : label}
    </Button>
  );
}
