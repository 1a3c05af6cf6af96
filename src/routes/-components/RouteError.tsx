import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { messageOf } from '../../core/api/api-error';
import { leaveForPage } from '../../core/outbox/outbox';

/**
 * Any failure while loading a page: the reason and a way on, never a blank screen. A page's
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
  return (
    <Container size="sm" py="xl">
      <Stack component={landmark ? 'main' : 'div'}>
        <Alert color="red" title="This page could not be loaded" role="alert">
          {messageOf(error)}
        </Alert>
        <Group>
          <Button
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            Try again
          </Button>
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
