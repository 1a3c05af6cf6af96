import {
  ActionIcon,
  Box,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { UserNotification } from '../../contracts/shell';
import { badgeText } from '../../core/format/badge';
import { navigateTo } from '../../core/navigation';
import { BellIcon } from '../../core/ui/icons';
import { useGlobalNotifications } from './data';
import {
  bellLabel,
  groupNotifications,
  NO_NOTIFICATIONS_TEXT,
  notificationHref,
} from './model/global-notifications';

/**
 * The title bar's bell (S1 §2.4): the open notifications' count as a badge ('99+' above 99) and
 * the newest notifications, grouped by category, in a popover (S2 §2 "Notifications panel").
 */
export function NotificationsBell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const notifications = useGlobalNotifications();
  const count = notifications.data?.count;
  const badge = badgeText(count);

  const open = (item: UserNotification) => {
    if (!item.link) return;
    const href = notificationHref(item.link, window.location.origin);
    close();
    if (href.startsWith('/')) navigateTo(href);
    else window.open(href, '_blank', 'noopener');
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && close()}
      position="bottom-end"
      width={340}
      shadow="md"
    >
      {/* The target is the button itself: the popover's aria-expanded belongs on a button, not
          on the badge's wrapper. */}
      <Indicator label={badge} disabled={!badge} size={16} color="red" offset={6} inline>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={bellLabel(count)}
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={() => {
              if (!opened) notifications.refresh();
              toggle();
            }}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown role="dialog" aria-labelledby="notifications-title" p={0}>
        <Title order={2} size="sm" id="notifications-title" p="sm">
          Notifications
        </Title>
        <NotificationList
          items={notifications.data?.items}
          loading={notifications.isLoading}
          error={notifications.error?.message}
          onOpen={open}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

interface NotificationListProps {
  items: UserNotification[] | undefined;
  loading: boolean;
  error: string | undefined;
  onOpen: (item: UserNotification) => void;
}

function NotificationList({ items, loading, error, onOpen }: NotificationListProps) {
  if (items === undefined) {
    return (
      <Box p="sm">
        {loading ? <Loader size="sm" aria-label="Loading notifications" /> : <Text size="sm">{error}</Text>}
      </Box>
    );
  }
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {NO_NOTIFICATIONS_TEXT}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={420}>
      <Stack gap="xs" px="sm" pb="sm">
        {groupNotifications(items).map((group) => (
          <section key={group.category} aria-label={group.category}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
              {group.category}
            </Text>
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <NotificationRow item={item} onOpen={onOpen} />
                </li>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

function NotificationRow({
  item,
  onOpen,
}: {
  item: UserNotification;
  onOpen: (item: UserNotification) => void;
}) {
  const body = (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <BellIcon size={16} />
      <Box>
        <Text size="sm" fw={item.completedOn ? 400 : 600}>
          {item.title}
        </Text>
        <Text size="xs" c="dimmed">
          {item.text}
        </Text>
      </Box>
    </Group>
  );
  if (!item.link) return body;
  return (
    <UnstyledButton onClick={() => onOpen(item)} w="100%">
      {body}
    </UnstyledButton>
  );
}
