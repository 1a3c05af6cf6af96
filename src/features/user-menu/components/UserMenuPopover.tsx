import { Alert, Box, Popover, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { messageOf } from '../../../core/api/api-error';
import { sessionAtom } from '../../../core/auth/session-state';
import { accountsAtom } from '../../../core/session/account-state';
import { rolesAtom } from '../../../core/session/user-context';
import { useAtomValue } from '../../../core/state/jotai';
import { useOpenedAfterMount } from '../../../core/ui/lazy-on-idle';
import {
  FIT_TO_SCREEN_MIDDLEWARES,
  MENU_FLOATING_STRATEGY,
  SCROLLS_WHEN_CAPPED,
} from '../../../core/ui/popover-fit';
import { useReturnFocusOnClose } from '../../../core/ui/useFocusReturn';
import { useShownLocation } from '../../../core/ui/useShownLocation';
import { switchAccount, switchRole } from '../data';
import {
  canSwitchAccount,
  canSwitchRole,
  currentRoleText,
  NO_OTHER_ACCOUNTS_TEXT,
  USER_MENU_TABS,
} from '../model/user-menu-rules';
import { LIST_FILTER_ATTRIBUTE, SelectionList } from './SelectionList';
import { UserButton, type UserMenuProps } from './UserButton';
import classes from './UserMenuPopover.module.css';

type UserMenuTab = (typeof USER_MENU_TABS)[number];

/**
 * Type to find: a letter typed while the focus is on a tab or an account (as it is when the menu
 * opens) goes to the shown list's filter box, and the letter with it (walkthrough 7: typing
 * 'Branch 4' did nothing). Space and Enter keep choosing; shortcuts with modifiers are left alone.
 */
function sendLettersToFilter(event: KeyboardEvent<HTMLElement>) {
  if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target instanceof HTMLInputElement && target.type !== 'radio') return;
  if (target instanceof HTMLTextAreaElement) return;
  event.currentTarget.querySelector<HTMLInputElement>(`[${LIST_FILTER_ATTRIBUTE}]`)?.focus();
}

/**
 * The user menu (S2 "User menu panel"): the current account and role, and tabs Accounts and Roles
 * to switch them. A switch closes the menu when the server has taken it and the app has reloaded
 * the user's context for it, and the focus goes back to the user button. Loaded on idle; the title bar draws the user button alone until then
 * (UserMenu.tsx).
 */
export function UserMenuPopover(props: UserMenuProps) {
  const { account, opened, onChange } = props;
  const shownOpened = useOpenedAfterMount(opened);
  const session = useAtomValue(sessionAtom);
  const accounts = useAtomValue(accountsAtom);
  const rolesResponse = useAtomValue(rolesAtom);
  const location = useShownLocation();
  const [tab, setTab] = useState<UserMenuTab>('Accounts');
  const [switching, setSwitching] = useState(false);
  const [error, setError] = useState<string>();
  const titleId = useId();
  const dropdown = useRef<HTMLDivElement>(null);
  // A switch disables the options (the focused one too) and then closes the menu: without this
  // the focus ended on the page's body, not on the user button.
  useReturnFocusOnClose(shownOpened, dropdown);
  if (!session) return null;

  const { user } = session;
  const roles = rolesResponse?.roles ?? user.roles;
  const roleText = currentRoleText(roles, user.selectedRoleId);

  const run = async (change: () => Promise<void>) => {
    setSwitching(true);
    setError(undefined);
    try {
      await change();
      onChange(false);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Popover
      opened={shownOpened}
      onChange={onChange}
      position="bottom-end"
      floatingStrategy={MENU_FLOATING_STRATEGY}
      width={320}
      middlewares={FIT_TO_SCREEN_MIDDLEWARES}
      shadow="md"
      trapFocus
      closeOnEscape
    >
      <Popover.Target>
        <UserButton {...props} />
      </Popover.Target>
      <Popover.Dropdown
        ref={dropdown}
        aria-labelledby={titleId}
        style={SCROLLS_WHEN_CAPPED}
        className={classes.dropdown}
        onKeyDown={sendLettersToFilter}
      >
        <Stack gap="xs" className={classes.fill}>
          <VisuallyHidden>
            <h2 id={titleId}>User menu</h2>
          </VisuallyHidden>
          <Box style={{ flex: 'none' }}>
            <Text size="sm" fw={600} dir="auto">
              {user.name}
            </Text>
            <Text size="xs">Account: {account?.acctName ?? '–'}</Text>
            <Text size="xs">Role: {roleText ?? '–'}</Text>
          </Box>
          <Tabs
            value={tab}
            onChange={(value) => setTab(value === 'Roles' ? 'Roles' : 'Accounts')}
            className={classes.fill}
          >
            <Tabs.List grow>
              {USER_MENU_TABS.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="Accounts" pt="xs" className={classes.fill}>
              {canSwitchAccount(accounts) ? (
                <SelectionList
                  label="Account"
                  plural="accounts"
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
            <Tabs.Panel value="Roles" pt="xs" className={classes.fill}>
              {canSwitchRole(roles, rolesResponse?.consolidated ?? false) ? (
                <SelectionList
                  label="Role"
                  plural="roles"
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
