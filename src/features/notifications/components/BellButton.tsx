import { ActionIcon, Indicator } from '@mantine/core';
import { escapeCloses } from '../../../core/ui/escape-closes';
import { BellIcon } from '../../../core/ui/icons';
import type { useGlobalNotifications } from '../data';
import { bellLabel } from '../model/bell-label';

export interface BellProps {
  notifications: ReturnType<typeof useGlobalNotifications>;
  /** The open notifications' count as the badge shows it ('99+' above 99), if any. */
  badge: string | undefined;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * The badge on the bell, the same before and after the popover is loaded. A badge wider than one
 * digit ('99+' reaches about 8 px past the button) keeps room right of the bell: without it the
 * badge touched the user's avatar beside it.
 */
export const bellIndicatorProps = (badge: string | undefined) =>
  ({
    size: 16,
    color: 'red',
    offset: 6,
    inline: true,
    label: badge,
    disabled: !badge,
    mr: badge && badge.length > 1 ? 10 : 0,
    // The count is in the bell's name ('Notifications (4)'): read once, not also as a text before
    // it (walkthrough 32, O7).
    attributes: { indicator: { 'aria-hidden': true } },
  }) as const;

/** The title bar's bell button: the popover's target once the popover is loaded, alone before. */
export function BellButton(props: BellProps) {
  // Inside Popover.Target the props also carry the target's ref, id and aria attributes.
  const { notifications, badge, opened, onChange, ...targetProps } = props as BellProps &
    Record<string, unknown>;
  return (
    <ActionIcon
      aria-haspopup="dialog"
      {...targetProps}
      variant="subtle"
      size="lg"
      aria-label={bellLabel(notifications.data?.count)}
      aria-expanded={opened}
      onClick={() => {
        if (!opened) notifications.refresh();
        onChange(!opened);
      }}
      onKeyDown={escapeCloses(opened, onChange)}
    >
      <BellIcon />
    </ActionIcon>
  );
}

/** Until the popover is loaded: the bell with its badge; a click opens the popover once it is in. */
export function BellBeforePopover(props: BellProps) {
  return (
    <Indicator {...bellIndicatorProps(props.badge)}>
      <BellButton {...props} />
    </Indicator>
  );
}
