import { useEffect } from 'react';
import { badgeText } from '../../core/format/badge';
import { useAtom, useSetAtom } from '../../core/state/jotai';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import { appBadgeCountAtom, notificationsPanelOpenAtom } from '../../core/ui/notifications-state';
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
 * open state lives outside the popover, so a click before the popover is loaded opens it; in core,
 * so the installed app's shortcuts open and close it too.
 */
export function NotificationsBell() {
  const [opened, setOpened] = useAtom(notificationsPanelOpenAtom);
  // Closed when the frame goes (a bare page, a sign-out): the next frame starts with it closed.
  useEffect(() => () => setOpened(false), [setOpened]);
  const notifications = useGlobalNotifications();
  const count = notifications.data?.count;
  // The installed app's icon badge shows the same count (the install feature draws it).
  const setAppBadgeCount = useSetAtom(appBadgeCountAtom);
  useEffect(() => setAppBadgeCount(count), [count, setAppBadgeCount]);
  return (
    <LazyNotificationsPopover
      notifications={notifications}
      badge={badgeText(count)}
      opened={opened}
      onChange={setOpened}
    />
  );
}
