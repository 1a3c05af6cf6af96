import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { canSelectUser } from '../../contracts/settings';
import { sessionAtom } from '../../core/auth/session-state';
import { initials } from '../../core/format/initials';
import { accountsAtom, contextAccount } from '../../core/session/account-state';
import { useAtomValue } from '../../core/state/jotai';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import { plain } from '../../core/ui/plain';
import { useIsMobile } from '../../core/ui/useIsMobile';
import { useShownLocation } from '../../core/ui/useShownLocation';
import { UserButton, type UserMenuProps } from './components/UserButton';
import { userButtonOpensMenu } from './model/user-button';
import classes from './UserMenu.module.css';

// The menu is behind a click: loaded on idle, the user button drawn at once (docs/performance.md).
const LazyUserMenuPopover = lazyOnIdle<UserMenuProps>(
  () => import('./components/UserMenuPopover').then((m) => m.UserMenuPopover),
  { fallback: UserButton },
);

/**
 * The title bar's user button and the user menu (S1 §2.4, S2 "User menu panel"): the button shows
 * the user and the context account; the menu (UserMenuPopover) switches account and role. The open
 * state lives here, so a click before the menu is loaded opens it.
 */
export function UserMenu() {
  const session = useAtomValue(sessionAtom);
  const accounts = useAtomValue(accountsAtom);
  const location = useShownLocation();
  const mobile = useIsMobile();
  const [opened, setOpened] = useState(false);
  if (!session) return null;

  const { user } = session;
  const account = contextAccount(accounts, location.searchStr, user.selectedAccountId);
  // A user who may impersonate others (Settings, Impersonate User) can select a different user.
  const opensMenu = userButtonOpensMenu({ differentUserSelectable: canSelectUser(user.claims), accounts });
  // Spans only: this sits inside a button, whose content must be phrasing content.
  const who = (
    <Group gap="xs" wrap="nowrap" component="span">
      <ThemeIcon component="span" radius="xl" size="md" variant="light" aria-hidden="true" fz="xs" fw={700}>
        {initials(user.name)}
      </ThemeIcon>
      {mobile ? (
        // Core's visually-hidden class, not Mantine's VisuallyHidden: its styles left the first
        // screen's CSS, which paid for the sync status's width (TitleBar.module.css).
        <span className={plain.visuallyHidden}>
          {user.name}, {account?.acctName}
        </span>
      ) : (
        <Box component="span" className={classes.who}>
          <Text component="span" size="sm" fw={600} lh={1.2} dir="auto">
            {user.name}
          </Text>
          <Text component="span" size="xs" c="dimmed" lh={1.2}>
            {account?.acctName}
          </Text>
        </Box>
      )}
    </Group>
  );
  if (!opensMenu) return who;

  return <LazyUserMenuPopover who={who} account={account} opened={opened} onChange={setOpened} />;
}
