import { useEffect, useState } from 'react';
import { badgeText } from '../../core/format/badge';
import { useAtom, useSetAtom } from '../../core/state/jotai';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import { appBadgeCountAtom, notificationsOpenRequestedAtom } from '../../core/ui/notifications-state';
import { BellBeforePopover, type BellProps } from './components/BellButton';
import { useGlobalNotifications } from './data';

// The popover is behind a click: loaded on idle, the bell drawn at once (docs/performance.md).
const LazyNotificationsPopover = lazyOnIdle<BellProps>(
  () => import('./components/NotificationsPopover').then((m) => m.NotificationsPopover),
  { fallback: BellBeforePopover },
);

/**
 * The title bar's bell (S1 §2.4): the open notifications' count as a badge ('99+' above 99) and
 * the newest notifications, grouped by category, in a popover (S2 §2 "Notifications panel"). The
 * open state lives here, so a click before the popover is loaded opens it.
 */
export function NotificationsBell() {
  const [opened, setOpened] = useState(false);
  const notifications = useGlobalNotifications();
  const count = notifications.data?.count;
  // The installed app's icon badge shows the same count (the install feature draws it).
  const setAppBadgeCount = useSetAtom(appBadgeCountAtom);
  useEffect(() => setAppBadgeCount(count), [count, setAppBadgeCount]);
  // The installed app's Notifications shortcut opens the panel.
  const [openRequested, setOpenRequested] = useAtom(notificationsOpenRequestedAtom);
  useEffect(() => {
    if (!openRequested) return;
    setOpenRequested(false);
    setOpened(true);
  }, [openRequested, setOpenRequested]);
  return (
    <LazyNotificationsPopover
      notifications={notifications}
      badge={badgeText(count)}
      opened={opened}
      onChange={setOpened}
    />
  );
}
