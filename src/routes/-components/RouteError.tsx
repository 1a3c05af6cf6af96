import { Alert, Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { isApiError, isDroppedCall, isNetworkError, pageFailureMessage } from '../../core/api/api-error';
import { onBecameConnected } from '../../core/network/when-connected';
import { leaveForPage } from '../../core/outbox/outbox';

/**
 * Any failure while loading a page: the reason and a way on, never a blank screen. The reason is
 * the app's own words; anything else reads as a plain sentence (`pageFailureMessage`), the error
 * itself going to the console. A page's
 * failure shows inside the frame (its title bar and sidebar stay usable); only a failure of the
 * root itself, with no frame around it, brings its own main landmark.
 */
export function RouteError(props: ErrorComponentProps) {
  return <RouteFailure {...props} landmark={false} />;
}

export function RootRouteError(props: ErrorComponentProps) {
  return <RouteFailure {...props} landmark />;
}

function RouteFailure({ error, reset, landmark }: ErrorComponentProps & { landmark: boolean }) {
  const router = useRouter();
  const tryAgain = useCallback(() => {
    reset();
    void router.invalidate();
  }, [reset, router]);
  // A page that failed for want of a connection loads again by itself once the network banner is
  // back to connected, as the rest of the app refreshes then (docs/offline.md). Only then: a
  // refusal (403, 404) or an unreadable answer would fail the same way again.
  const retriesWhenConnected = isNetworkError(error);
  useEffect(() => {
    if (!retriesWhenConnected) return;
    return onBecameConnected(tryAgain);
  }, [retriesWhenConnected, tryAgain]);
  useEffect(() => {
    if (isApiError(error)) return;
    console.error('A page failed to load', error);
  }, [error]);
  if (isDroppedCall(error)) {
    // A page opened while signing out: its call was dropped (S1 §4), it did not fail. The sign-in
    // page follows once the logout is done; until then the page says what is happening.
    return (
      <Container size="sm" py="xl">
        <Group component={landmark ? 'main' : 'div'} gap="sm">
          <Loader size="sm" aria-hidden />
          <Text role="status">Signing out…</Text>
        </Group>
      </Container>
    );
  }
  return (
    <Container size="sm" py="xl">
      <Stack component={landmark ? 'main' : 'div'}>
        <Alert color="red" title="This page could not be loaded" role="alert">
          {pageFailureMessage(error)}
        </Alert>
        <Group>
          <Button onClick={tryAgain}>Try again</Button>
          <Button
            variant="subtle"
            component="a"
            href="/home"
            onClick={(event) => {
              // A full load, once what the outbox was given (this visit's usage record) is stored.
              event.preventDefault();
              void leaveForPage('/home');
            }}
          >
            Return Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
