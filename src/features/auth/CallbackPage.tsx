import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messageOf } from '../../core/api/api-error';
import { signInWithIdpToken } from '../../core/auth/sign-in';
import { appConfig } from '../../core/config/app-config';
import { navigateTo, safeReturnPath } from '../../core/navigation';

/** /callback: the identity provider sends the user back here; MSAL reads its answer. */
export function CallbackPage() {
  const [error, setError] = useState<string>();
  useEffect(() => {
    const config = appConfig().auth;
    if (config.mode !== 'msal') {
      navigateTo('/home', { replace: true });
      return;
    }
    let cancelled = false;
    (async () => {
      const { completeMsalSignIn } = await import('../../core/auth/msal');
      const answer = await completeMsalSignIn(config);
      if (!answer) throw new Error('The sign-in answer was missing or already used. Please sign in again.');
      await signInWithIdpToken(answer.idToken);
      if (!cancelled) navigateTo(safeReturnPath(answer.returnTo), { replace: true });
    })().catch((e: unknown) => {
      if (!cancelled) setError(messageOf(e));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <Center component="main" mih="100vh">
      {error ? (
        <Stack>
          <Alert color="red" title="Sign-in failed" role="alert">
            {error}
          </Alert>
          <Anchor href="/sign-in">Back to sign-in</Anchor>
        </Stack>
      ) : (
        <Stack align="center">
          <Loader />
          <Text>Signing in…</Text>
        </Stack>
      )}
    </Center>
  );
}
