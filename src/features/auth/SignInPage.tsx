import { Alert, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { loginRequestSchema } from '../../contracts/session';
import { messageOf } from '../../core/api/api-error';
import { getSession, signOutReasonAtom } from '../../core/auth/session-state';
import { signInWithPassword } from '../../core/auth/sign-in';
import { forgetWayBack, returnAfterSignIn, wayBackOwner } from '../../core/auth/way-back';
import { appConfig } from '../../core/config/app-config';
import { APP_NAME } from '../../core/config/stage';
import { navigateTo, safeReturnPath } from '../../core/navigation';
import { useAtomValue } from '../../core/state/jotai';
import { BusyButton } from '../../core/ui/BusyButton';
import { MAIN_CONTENT_PROPS } from '../../core/ui/SkipLink';
import { useMainTakesFocusOnArrival } from '../../core/ui/useMainTakesFocusOnArrival';
import { WaitingChanges } from './WaitingChanges';

function MsalSignIn({ returnTo }: { returnTo: string }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    const config = appConfig().auth;
    if (config.mode !== 'msal') return;
    setBusy(true);
    try {
      const { startMsalSignIn } = await import('../../core/auth/msal');
      await startMsalSignIn(config, returnTo);
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };
  return (
    <Stack>
      <Text>Sign in with your company account.</Text>
      {error && (
        <Alert color="red" title="Sign-in failed">
          {error}
        </Alert>
      )}
      <BusyButton onClick={() => void start()} busy={busy}>
        Sign in
      </BusyButton>
    </Stack>
  );
}

function PasswordSignIn({ redirect }: { redirect: string | undefined }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  // A field left empty is said at the field, not as a failed sign-in: nothing was tried yet.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'username' | 'password', string>>>({});
  const [busy, setBusy] = useState(false);
  const passwordField = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = loginRequestSchema.safeParse({ username, password });
    setError(undefined);
    if (!checked.success) {
      const found: typeof fieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !found[field]) found[field] = issue.message;
      }
      setFieldErrors(found);
      // The first field to fix takes the focus, so its message is read out.
      const first = found.username ? 'username' : 'password';
      (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const { user } = await signInWithPassword(checked.data);
      navigateTo(returnAfterSignIn(redirect, wayBackOwner(), user.id), { replace: true });
      forgetWayBack();
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
      // The Sign in button, disabled while busy, let go of the focus (to the page's body): the
      // password field takes it, its text selected to type again at once. The alert is read out
      // as it appears (role="alert"), wherever the focus is (docs/security.md, Accessibility).
      passwordField.current?.focus();
      passwordField.current?.select();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        {error && (
          <Alert color="red" title="Sign-in failed" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          error={fieldErrors.username}
          required
        />
        <TextInput
          ref={passwordField}
          type="password"
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldErrors.password}
          required
        />
        <BusyButton type="submit" busy={busy}>
          Sign in
        </BusyButton>
      </Stack>
    </form>
  );
}

export function SignInPage({ redirect }: { redirect?: string }) {
  const reason = useAtomValue(signOutReasonAtom);
  useEffect(() => {
    // Someone signed in (in another tab, which reloaded this one here): on where it was to return.
    // After a chosen sign-out (here, or in another tab: this one's reload was sent here with its
    // page) there is no way back, and the address says so too; shown plain, a link followed later
    // in this tab is anyone's again.
    const user = getSession()?.user;
    if (user) {
      navigateTo(returnAfterSignIn(redirect, wayBackOwner(), user.id), { replace: true });
      forgetWayBack();
    } else if (wayBackOwner() === 0) {
      forgetWayBack();
      if (redirect !== undefined) navigateTo('/sign-in', { replace: true });
    }
  }, [redirect]);
  useMainTakesFocusOnArrival();
  return (
    <Center mih="100vh" p="md">
      <Paper component="main" {...MAIN_CONTENT_PROPS} withBorder shadow="sm" p="xl" w={380} maw="100%">
        <Stack>
          <Title order={1} size="h2">
            {APP_NAME}
          </Title>
          {reason && (
            <Alert color="yellow" role="status">
              {reason}
              <WaitingChanges />
            </Alert>
          )}
          {appConfig().auth.mode === 'msal' ? (
            <MsalSignIn returnTo={safeReturnPath(redirect)} />
          ) : (
            <PasswordSignIn redirect={redirect} />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
