import { Button, Group, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { ClaimType, claimValue } from '../../../contracts/claims';
import {
  type ImpersonationOption,
  OPTION_SEARCH_MAX_LENGTH,
  type UserType,
} from '../../../contracts/settings';
import { isNetworkError } from '../../../core/api/api-error';
import { sessionAtom } from '../../../core/auth/session-state';
import { searchedPart, searchLengthProblem } from '../../../core/format/length-limit';
import { reportUnreachable } from '../../../core/network/connection';
import { useNetworkStatus } from '../../../core/network/useNetworkStatus';
import { impersonatedUserTitle, rememberImpersonatedTitle } from '../../../core/session/impersonated-user';
import { selectSupervisor, supervisorSelectionAtom } from '../../../core/session/supervisor-selection';
import { useAtomValue } from '../../../core/state/jotai';
import { ConfirmDelete } from '../../../core/ui/ConfirmDelete';
import { NavButton } from '../../../core/ui/NavButton';
import { SEARCH_DEBOUNCE_MS } from '../../../core/ui/search-debounce';
import { impersonationLosesWorkQuestion } from '../../../core/unsaved-work/model/work-lost';
import { unsavedWorkLostBySignOut } from '../../../core/unsaved-work/tabs-unsaved-work';
import { impersonateUser, reloadAtHome, searchSupervisors, searchUsers } from '../data';
import {
  changeFailedText,
  changeNeedsConnection,
  failedListText,
  impersonationListShown,
  type ListAnswer,
  listFailureOf,
  NO_MATCHES_TEXT,
  offlineListText,
  RESET_OFFLINE_TEXT,
} from '../model/impersonation-list';

const USER_TYPE_CHOICES = ['All', 'OpsBox', 'Workday'] as const;

export interface ImpersonateViewProps {
  kind: 'supervisor' | 'user';
}

/**
 * Impersonate Supervisor / Impersonate User (S2 §2–3, §6): a searchable list of options (title,
 * subtitle); choosing one, or resetting, reloads the app at /home. A supervisor is kept on the
 * device and sent as the selected-supervisor header; a user is impersonated at the server (the
 * UserId claim). Offline, or when the list cannot be fetched, the view says so rather than 'No
 * matches.'; the list loads again when the connection is back, or with Try again.
 */
export function ImpersonateView({ kind }: ImpersonateViewProps) {
  const session = useAtomValue(sessionAtom);
  const supervisor = useAtomValue(supervisorSelectionAtom);
  const [search, setSearch] = useState('');
  // What the API takes (a longer text was refused before it left: walkthrough 23, F3): the box
  // keeps all of it and says so, and its first 100 characters are searched (walkthrough 35, D2).
  const searched = searchedPart(search, OPTION_SEARCH_MAX_LENGTH);
  const [userType, setUserType] = useState<(typeof USER_TYPE_CHOICES)[number]>('All');
  const [answer, setAnswer] = useState<ListAnswer>();
  const [busy, setBusy] = useState(false);
  // Why the last choice or reset changed nothing (the list and the current choice stay as they were).
  const [changeError, setChangeError] = useState<string>();
  const connected = useNetworkStatus().isConnected;
  // Try again asks for the same list once more.
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again after a failure.
  useEffect(() => {
    // Live data, never saved on the device: nothing to ask for until the connection is back.
    if (!connected) return;
    const abort = new AbortController();
    const type: UserType | null = userType === 'All' ? null : userType;
    const timer = setTimeout(() => {
      const request =
        kind === 'supervisor'
          ? searchSupervisors(searched, abort.signal)
          : searchUsers(searched, type, abort.signal);
      request.then(
        (options) => setAnswer({ options }),
        (error: unknown) => {
          if (!abort.signal.aborted) {
            console.error('The list to impersonate could not be loaded', error);
            const failure = listFailureOf(error);
            // The banner hears of it too: a probe then tells offline from a server that is down.
            if (failure === 'network') reportUnreachable();
            // A call dropped while signing out is no failure: the list stays as it was.
            if (failure) setAnswer({ failure });
          }
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [kind, searched, userType, connected, attempt]);
  const shown = impersonationListShown(answer, connected);
  const options = answer && 'options' in answer ? answer.options : undefined;
  const tryAgain = () => {
    setAnswer(undefined);
    setAttempt((count) => count + 1);
  };

  const current =
    kind === 'supervisor'
      ? supervisor?.supervisorId
      : claimValue(session?.user.claims ?? [], ClaimType.userId);
  const signedInUserId = session?.user.id;
  const currentTitle =
    kind === 'supervisor'
      ? supervisor?.title
      : (options?.find((o) => o.value === current)?.title ??
        (session ? impersonatedUserTitle(session.user) : undefined));

  const choose = async (option: ImpersonationOption | undefined) => {
    setBusy(true);
    setChangeError(undefined);
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
        if (signedInUserId !== undefined) rememberImpersonatedTitle(signedInUserId, option);
      }
      reloadAtHome();
    } catch (error) {
      console.error('Impersonation could not be changed', error);
      if (isNetworkError(error)) reportUnreachable();
      // None for a call dropped while signing out: the view stays as it was, sign-in follows.
      setChangeError(changeFailedText(error));
      setBusy(false);
    }
  };

  // A change reloads every tab of the device (as a sign-out ends them): unsaved work here or in
  // another tab is asked about first (walkthrough 37, D5).
  const [question, setQuestion] = useState<{ option: ImpersonationOption | undefined; text: string }>();
  const askThenChoose = (option: ImpersonationOption | undefined) => {
    const work = unsavedWorkLostBySignOut();
    if (work.length === 0) void choose(option);
    else setQuestion({ option, text: impersonationLosesWorkQuestion(work) });
  };

  const label = kind === 'supervisor' ? 'Search supervisors' : 'Search users';
  const resetOffline = changeNeedsConnection(kind) && !connected;
  const resetHintId = useId();
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
          <Button
            variant="light"
            disabled={busy || resetOffline}
            aria-describedby={resetOffline ? resetHintId : undefined}
            onClick={() => askThenChoose(undefined)}
          >
            Reset Impersonation
          </Button>
          {resetOffline && (
            <Text id={resetHintId} size="sm" c="dimmed" w="100%">
              {RESET_OFFLINE_TEXT}
            </Text>
          )}
        </Group>
      )}
      {changeError && <Text role="alert">{changeError}</Text>}
      <TextInput
        label={label}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        error={searchLengthProblem(search, OPTION_SEARCH_MAX_LENGTH)}
      />
      {kind === 'user' && (
        <SegmentedControl
          aria-label="User type"
          data={[...USER_TYPE_CHOICES]}
          value={userType}
          onChange={(value) => setUserType(value as (typeof USER_TYPE_CHOICES)[number])}
        />
      )}
      {shown.kind === 'loading' ? (
        <Loader size="sm" aria-label="Loading" />
      ) : shown.kind === 'offline' || shown.kind === 'failed' ? (
        <Group gap="sm">
          {shown.kind === 'offline' ? (
            <Text c="dimmed" role="status">
              {offlineListText(kind)}
            </Text>
          ) : (
            <Text role="alert">{failedListText(kind)}</Text>
          )}
          {(shown.kind === 'failed' || shown.retry) && (
            <Button variant="light" size="xs" onClick={tryAgain}>
              Try again
            </Button>
          )}
        </Group>
      ) : shown.kind === 'noMatches' ? (
        <Text c="dimmed">{NO_MATCHES_TEXT}</Text>
      ) : (
        <nav aria-label={kind === 'supervisor' ? 'Supervisors' : 'Users'}>
          {shown.options.map((option) => (
            <NavButton
              key={option.value}
              label={option.title}
              description={option.subtitle}
              active={option.value === current}
              disabled={busy}
              onClick={() => askThenChoose(option)}
            />
          ))}
        </nav>
      )}
      <ConfirmDelete
        title="Change the impersonation now?"
        question={question?.text ?? ''}
        confirmLabel="Change Now"
        opened={question !== undefined}
        deleting={false}
        onConfirm={() => {
          const option = question?.option;
          setQuestion(undefined);
          void choose(option);
        }}
        onCancel={() => setQuestion(undefined)}
      />
    </Stack>
  );
}
