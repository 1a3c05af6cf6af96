import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { messageOf } from '../../core/api/api-error';

/** Any failure while loading a page: the reason and a way on, never a blank screen. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container size="sm" py="xl">
      <Stack component="main">
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
          <Button variant="subtle" component="a" href="/home">
            Return Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
