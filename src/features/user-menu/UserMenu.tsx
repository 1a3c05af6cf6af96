import {
  Alert,
  Box,
  Group,
  Popover,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useId, useState } from 'react';
import { canSelectUser } from '../../contracts/settings';
import { messageOf } from '../../core/api/api-error';
import { sessionAtom } from '../../core/auth/session-state';
import { initials } from '../../core/format/initials';
import { accountsAtom, contextAccount } from '../../core/session/account-state';
import { rolesAtom } from '../../core/session/user-context';
import { useAtomValue } from '../../core/state/jotai';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import { useIsMobile } from '../../core/ui/useIsMobile';
import { useShownLocation } from '../../core/ui/useShownLocation';
import { switchAccount, switchRole } from './data';
import {
  canSwitchAccount,
  canSwitchRole,
  currentRoleText,
  NO_OTHER_ACCOUNTS_TEXT,
  USER_MENU_TABS,
  userButtonOpensMenu,
} from './model/user-menu-rules';
import classes from './UserMenu.module.css';

// Inside the opened menu only: out of the launcher's first chunks (docs/performance.md).
const SelectionList = lazyOnIdle(() => import('./components/SelectionList').then((m) => m.SelectionList));

type UserMenuTab = (typeof USER_MENU_TABS)[number];

/**
 * The title bar's user button and the user menu (S1 §2.4, S2 "User menu panel"): the current
 * account and role, and tabs Accounts and Roles to switch them. A switch closes the menu when the
 * server has taken it and the app has reloaded the user's context for it.
 */
export function UserMenu() {
  const session = useAtomValue(sessionAtom);
  const accounts = useAtomValue(accountsAtom);
  const rolesResponse = useAtomValue(rolesAtom);
  const location = useShownLocation();
  const mobile = useIsMobile();
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<UserMenuTab>('Accounts');
  const [switching, setSwitching] = useState(false);
  const [error, setError] = useState<string>();
  const titleId = useId();
  if (!session) return null;

  const { user } = session;
  const account = contextAccount(accounts, location.searchStr, user.selectedAccountId);
  const roles = rolesResponse?.roles ?? user.roles;
  const roleText = currentRoleText(roles, user.selectedRoleId);
  // A user who may impersonate others (Settings, Impersonate User) can select a different user.
  const opensMenu = userButtonOpensMenu({ differentUserSelectable: canSelectUser(user.claims), accounts });

  const run = async (change: () => Promise<void>) => {
    setSwitching(true);
    setError(undefined);
    try {
      await change();
      setOpened(false);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSwitching(false);
    }
  };

  // Spans only: this sits inside a button, whose content must be phrasing content.
  const who = (
    <Group gap="xs" wrap="nowrap" component="span">
      <ThemeIcon component="span" radius="xl" size="md" variant="light" aria-hidden="true" fz="xs" fw={700}>
        {initials(user.name)}
      </ThemeIcon>
      {mobile ? (
        <VisuallyHidden>
          {user.name}, {account?.acctName}
        </VisuallyHidden>
      ) : (
        <Box component="span" className={classes.who}>
          <Text component="span" size="sm" fw={600} lh={1.2}>
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

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={320}
      shadow="md"
      trapFocus
      closeOnEscape
    >
      <Popover.Target>
        <UnstyledButton
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={() => setOpened((was) => !was)}
          px={4}
        >
          {who}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId}>
        <Stack gap="xs">
          <VisuallyHidden>
            <h2 id={titleId}>User menu</h2>
          </VisuallyHidden>
          <Box>
            <Text size="sm" fw={600}>
              {user.name}
            </Text>
            <Text size="xs">Account: {account?.acctName ?? '–'}</Text>
            <Text size="xs">Role: {roleText ?? '–'}</Text>
          </Box>
          <Tabs value={tab} onChange={(value) => setTab(value === 'Roles' ? 'Roles' : 'Accounts')}>
            <Tabs.List grow>
              {USER_MENU_TABS.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="Accounts" pt="xs">
              {canSwitchAccount(accounts) ? (
                <SelectionList
                  label="Account"
                  options={accounts.map((a) => ({ value: a.acctId, label: a.acctName }))}
                  selected={account?.acctId}
                  disabled={switching}
                  onSelect={(acctId) => void run(() => switchAccount(acctId, location.href))}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {NO_OTHER_ACCOUNTS_TEXT}
                </Text>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="Roles" pt="xs">
              {canSwitchRole(roles, rolesResponse?.consolidated ?? false) ? (
                <SelectionList
                  label="Role"
                  options={roles.map((r) => ({ value: r.roleId, label: r.roleName }))}
                  selected={user.selectedRoleId ?? undefined}
                  disabled={switching}
                  onSelect={(roleId) => void run(() => switchRole(roleId, location.href))}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {rolesResponse?.consolidated
                    ? `Your roles are merged: ${roleText}`
                    : `Your role: ${roleText ?? '–'}`}
                </Text>
              )}
            </Tabs.Panel>
          </Tabs>
          {error && (
            <Alert color="red" role="alert" p="xs">
              {error}
            </Alert>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
