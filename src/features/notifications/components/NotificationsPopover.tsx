import {
  Box,
  Button,
  CloseButton,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useEffect, useRef } from 'react';
import { NOTIFICATION_SEARCH_MAX_LENGTH, type UserNotification } from '../../../contracts/shell';
import { useRefreshOnReturn } from '../../../core/cache/useRefreshOnReturn';
import { searchLengthProblem } from '../../../core/format/length-limit';
import { navigateTo } from '../../../core/navigation';
import { useNetworkStatus } from '../../../core/network/useNetworkStatus';
import { wrapsLongWords } from '../../../core/ui/authored-text';
import { BellIcon } from '../../../core/ui/icons';
import { useOpenedAfterMount } from '../../../core/ui/lazy-on-idle';
import { NamedIcon } from '../../../core/ui/named-icons';
import { FIT_TO_SCREEN_MIDDLEWARES, SCROLLS_WHEN_CAPPED } from '../../../core/ui/popover-fit';
import { MAIN_CONTENT_PROPS } from '../../../core/ui/SkipLink';
import { touchTargetClass } from '../../../core/ui/touch-target';
import { FOCUS_PEER, useKeepFocusIn } from '../../../core/ui/useFocusLanding';
import { canDismiss, dismissed } from '../model/dismissals';
import { DONE_MARK, emptyListText, groupNotifications, notificationHref } from '../model/notification-list';
import { dismissNotification } from '../notification-list-data';
import { useNotificationList } from '../useNotificationList';
import { BellButton, type BellProps, bellIndicatorProps } from './BellButton';

/** Why searching and older pages are off: they are read from the server, not the cache. */
const OFFLINE_LIST_HINT = 'Searching and older notifications need a connection.';

/**
 * The bell's popover (S2 §2 "Notifications panel"): the newest notifications, grouped by
 * category, searchable, with older pages. Loaded on idle; the title bar draws the bell alone until
 * then (NotificationsBell.tsx).
 */
export function NotificationsPopover(props: BellProps) {
  const { notifications, opened, onChange } = props;
  const shownOpened = useOpenedAfterMount(opened);
  const list = useNotificationList(opened, notifications.data?.items);
  const { isConnected } = useNetworkStatus();
  // The bell's count too is read again when the page is shown again (another device's dismissal).
  useRefreshOnReturn(notifications.refresh);
  // A Dismiss pressed leaves its row (the item turns '(Done)'): the focus goes to the next Dismiss,
  // else the previous, else the panel, so Tab and Escape still work in it (walkthrough 12, D2).
  const keepFocus = useKeepFocusIn<HTMLDivElement>();

  const dismiss = (item: UserNotification) => {
    list.markDone(dismissed(item, new Date()));
    dismissNotification(item).catch((error: unknown) =>
      console.error('Dismissing the notification failed.', error),
    );
  };

  const open = (item: UserNotification) => {
    if (!item.link) return;
    const href = notificationHref(item.link, window.location.origin);
    if (href.startsWith('/')) {
      // The row pressed leaves with the panel: the focus goes to the page, as a search result's
      // does (the frame's main landmark), not to the body (walkthrough 12, D2).
      document.getElementById(MAIN_CONTENT_PROPS.id)?.focus({ preventScroll: true });
      onChange(false);
      navigateTo(href);
    } else {
      onChange(false);
      window.open(href, '_blank', 'noopener');
    }
  };

  return (
    <Popover
      opened={shownOpened}
      onChange={(next) => !next && onChange(false)}
      position="bottom-end"
      width={340}
      middlewares={FIT_TO_SCREEN_MIDDLEWARES}
      shadow="md"
      // As the user menu: the focus moves into the panel (its search box) and stays there; Escape
      // closes it and gives the focus back to the bell.
      trapFocus
      closeOnEscape
    >
      {/* The target is the button itself: the popover's aria-expanded belongs on a button, not
          on the badge's wrapper. */}
      <Indicator {...bellIndicatorProps(props.badge)}>
        <Popover.Target>
          <BellButton {...props} />
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown
        ref={keepFocus}
        role="dialog"
        aria-labelledby="notifications-title"
        p={0}
        // Titles and texts come from other systems and people. Capped to the screen, the list
        // gives up its height first (the title, search and Load more stay); the panel itself
        // scrolls only when even those do not fit.
        style={{ ...wrapsLongWords, ...SCROLLS_WHEN_CAPPED, display: 'flex', flexDirection: 'column' }}
      >
        <Title order={2} size="sm" id="notifications-title" p="sm">
          Notifications
        </Title>
        <Box px="sm" pb="xs">
          <TextInput
            size="xs"
            label="Search notifications"
            value={list.search}
            // Over what the API takes (a longer text was refused and the list went blank: walkthrough
            // 23, F3), the box keeps the text and says its start is searched (walkthrough 35, D2).
            error={searchLengthProblem(list.search, NOTIFICATION_SEARCH_MAX_LENGTH)}
            onChange={(event) => list.setSearch(event.currentTarget.value)}
            disabled={!isConnected}
            description={isConnected ? undefined : OFFLINE_LIST_HINT}
          />
        </Box>
        <NotificationList
          items={list.pages?.items}
          search={list.shownSearch}
          loading={notifications.isLoading || list.loading}
          error={notifications.error?.message}
          onOpen={open}
          onDismiss={dismiss}
          // Scrolled to its end, the list fetches the next page by itself: reaching the oldest of
          // 400 took 16 presses (walkthrough 21). The button stays, for keyboards and a retry.
          onEndReached={isConnected && !list.loading ? list.loadMore : undefined}
        />
        {list.pages && !list.pages.atEnd && (
          <Box px="sm" pb="sm">
            {/* Not disabled while loading (Mantine's `loading` disables): a keyboard user pressing
                it kept no focus (walkthrough 23, F1). A peer of the Dismiss buttons: when the
                last page leaves it out, or offline disables it, the focus moves to one of them. */}
            <Button
              size="xs"
              variant="light"
              fullWidth
              onClick={list.loadMore}
              leftSection={list.loading ? <Loader size={12} color="currentColor" /> : undefined}
              aria-busy={list.loading}
              disabled={!isConnected}
              {...FOCUS_PEER}
            >
              Load more
            </Button>
          </Box>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

interface NotificationListProps {
  items: UserNotification[] | undefined;
  /** The search the items answer ('' for none). */
  search: string;
  loading: boolean;
  error: string | undefined;
  onOpen: (item: UserNotification) => void;
  onDismiss: (item: UserNotification) => void;
  /** Called when the user scrolls the list to its end. */
  onEndReached: (() => void) | undefined;
}

function NotificationList({
  items,
  search,
  loading,
  error,
  onOpen,
  onDismiss,
  onEndReached,
}: NotificationListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  /** The user has scrolled the list: its end is where they went, not where it opened. */
  const scrolled = useRef(false);
  const atEnd = () => {
    const list = viewport.current;
    // Within 2 px: with fractional heights a list scrolled to its end can stop a pixel short.
    return scrolled.current && list !== null && list.scrollHeight - list.scrollTop - list.clientHeight < 2;
  };
  // A scroll that reached the end while a page was loading, or offline, asked for nothing: once the
  // next page may be asked for, the end is looked at again. Once per length of the list: a page
  // that failed is not asked for again and again (a scroll or Load more tries again).
  const askedAtLength = useRef<number>(undefined);
  const shown = items?.length;
  const askAtEnd = () => {
    if (!onEndReached || !atEnd()) return;
    askedAtLength.current = shown;
    onEndReached();
  };
  useEffect(() => {
    if (askedAtLength.current !== shown) askAtEnd();
  });
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
        {emptyListText(search)}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize
      mah={420}
      style={{ flex: '0 1 auto', minHeight: 0 }}
      viewportRef={viewport}
      // At the end after any scroll, not only on arriving there (Mantine's onBottomReached): a jump
      // straight to the end after a page has come in would be missed.
      onScrollPositionChange={() => {
        scrolled.current = true;
        askAtEnd();
      }}
    >
      <Stack gap="xs" px="sm" pb="sm">
        {groupNotifications(items).map((group) => (
          // A group, not a region: a region is a landmark, and the launcher's 'Forms' group is one
          // too, so the landmark list showed two 'Forms' (walkthrough 12, D5).
          // biome-ignore lint/a11y/useSemanticElements: a group of list items, not of form controls (a fieldset groups those)
          <div key={group.category} role="group" aria-label={group.category}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
              {group.category}
            </Text>
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <Group gap={4} wrap="nowrap" align="flex-start">
                    <Box style={{ flex: 1, minWidth: 0 }}>
                      <NotificationRow item={item} onOpen={onOpen} />
                    </Box>
                    {canDismiss(item) && (
                      <CloseButton
                        size="sm"
                        className={touchTargetClass}
                        aria-label={`Dismiss ${item.title}`}
                        {...FOCUS_PEER}
                        onClick={() => onDismiss(item)}
                      />
                    )}
                  </Group>
                </li>
              ))}
            </Stack>
          </div>
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
      {/* Kept whole beside a text of two lines, and level with its first line. The item's own icon
          (S2 §2, §3); the bell for one the app does not draw. */}
      <NamedIcon icon={item.icon} fallback={BellIcon} size={16} style={{ flexShrink: 0, marginTop: 3 }} />
      <Box>
        {/* A dismissed item stays listed: muted and marked, so it is not taken for an open one. */}
        <Text
          dir="auto"
          size="sm"
          fw={item.completedOn ? 400 : 600}
          c={item.completedOn ? 'dimmed' : undefined}
        >
          {item.title}
          {/* A space, not only a margin: the row's accessible name reads '… (Done)'. */}
          {item.completedOn && (
            <Text span size="xs" c="dimmed">
              {' '}
              ({DONE_MARK})
            </Text>
          )}
        </Text>
        <Text dir="auto" size="xs" c="dimmed">
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
