import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { MsalConfig } from '../../contracts/config';
import { messageOf } from '../../core/api/api-error';
import { signInWithIdpToken } from '../../core/auth/sign-in';
import { forgetWayBack, returnAfterSignIn, wayBackOwner } from '../../core/auth/way-back';
import { appConfig } from '../../core/config/app-config';
import { navigateTo } from '../../core/navigation';

/** The provider's answer can be used once: a remount must not trade it twice. */
let completion: Promise<string> | undefined;

async function completeSignIn(config: MsalConfig): Promise<string> {
  const { completeMsalSignIn } = await import('../../core/auth/msal');
  const answer = await completeMsalSignIn(config);
  if (!answer) throw new Error('The sign-in answer was missing or already used. Please sign in again.');
  const { user } = await signInWithIdpToken(answer.idToken);
  const owner = wayBackOwner();
  forgetWayBack();
  return returnAfterSignIn(answer.returnTo, owner, user.id);
}

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
    completion ??= completeSignIn(config);
    completion.then(
      (returnTo) => {
        if (!cancelled) navigateTo(returnTo, { replace: true });
      },
      (e: unknown) => {
        completion = undefined;
        if (!cancelled) setError(messageOf(e));
      },
    );
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
