import { Button, Group, Loader, NavLink, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ClaimType, claimValue } from '../../../contracts/claims';
import type { ImpersonationOption, UserType } from '../../../contracts/settings';
import { sessionAtom } from '../../../core/auth/session-state';
import { selectSupervisor, supervisorSelectionAtom } from '../../../core/session/supervisor-selection';
import { useAtomValue } from '../../../core/state/jotai';
import { impersonateUser, reloadAtHome, searchSupervisors, searchUsers } from '../data';

/** Typing settles this long before the list is asked for again. */
const SEARCH_DEBOUNCE_MS = 300;
const USER_TYPE_CHOICES = ['All', 'OpsBox', 'Workday'] as const;

export interface ImpersonateViewProps {
  kind: 'supervisor' | 'user';
}

/**
 * Impersonate Supervisor / Impersonate User (S2 §2–3, §6): a searchable list of options (title,
 * subtitle); choosing one, or resetting, reloads the app at /home. A supervisor is kept on the
 * device and sent as the selected-supervisor header; a user is impersonated at the server (the
 * UserId claim). Failures are only logged (S2 §8).
 */
export function ImpersonateView({ kind }: ImpersonateViewProps) {
  const session = useAtomValue(sessionAtom);
  const supervisor = useAtomValue(supervisorSelectionAtom);
  const [search, setSearch] = useState('');
  const [userType, setUserType] = useState<(typeof USER_TYPE_CHOICES)[number]>('All');
  const [options, setOptions] = useState<ImpersonationOption[]>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    const type: UserType | null = userType === 'All' ? null : userType;
    const timer = setTimeout(() => {
      const request =
        kind === 'supervisor'
          ? searchSupervisors(search, abort.signal)
          : searchUsers(search, type, abort.signal);
      request.then(setOptions, (error: unknown) => {
        if (!abort.signal.aborted) {
          console.error('The list to impersonate could not be loaded', error);
          setOptions([]);
        }
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [kind, search, userType]);

  const current =
    kind === 'supervisor'
      ? supervisor?.supervisorId
      : claimValue(session?.user.claims ?? [], ClaimType.userId);
  const currentTitle =
    kind === 'supervisor'
      ? supervisor?.title
      : (options?.find((o) => o.value === current)?.title ?? `user ${current}`);

  const choose = async (option: ImpersonationOption | undefined) => {
    setBusy(true);
    try {
      if (kind === 'supervisor') {
        const userId = session?.user.id;
        selectSupervisor(
          option && userId !== undefined
            ? { userId, supervisorId: option.value, title: option.title }
            : undefined,
        );
      } else {
        await impersonateUser(option ? Number(option.value) : null);
      }
      reloadAtHome();
    } catch (error) {
      console.error('Impersonation could not be changed', error);
      setBusy(false);
    }
  };

  const label = kind === 'supervisor' ? 'Search supervisors' : 'Search users';
  return (
    <Stack
      gap="md"
      component="section"
      aria-label={kind === 'supervisor' ? 'Impersonate Supervisor' : 'Impersonate User'}
    >
      {current !== undefined && (
        <Group justify="space-between">
          <Text>
            {kind === 'supervisor' ? 'Acting for ' : 'Impersonating '}
            <strong>{currentTitle}</strong>
          </Text>
          <Button variant="light" disabled={busy} onClick={() => void choose(undefined)}>
            Reset Impersonation
          </Button>
        </Group>
      )}
      <TextInput label={label} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
      {kind === 'user' && (
        <SegmentedControl
          aria-label="User type"
          data={[...USER_TYPE_CHOICES]}
          value={userType}
          onChange={(value) => setUserType(value as (typeof USER_TYPE_CHOICES)[number])}
        />
      )}
      {options === undefined ? (
        <Loader size="sm" aria-label="Loading" />
      ) : options.length === 0 ? (
        <Text c="dimmed">No matches.</Text>
      ) : (
        <nav aria-label={kind === 'supervisor' ? 'Supervisors' : 'Users'}>
          {options.map((option) => (
            <NavLink
              key={option.value}
              component="button"
              label={option.title}
              description={option.subtitle}
              active={option.value === current}
              disabled={busy}
              onClick={() => void choose(option)}
            />
          ))}
        </nav>
      )}
    </Stack>
  );
}
