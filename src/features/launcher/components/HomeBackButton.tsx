import { Button } from '@mantine/core';
import { useCanGoBack, useRouter } from '@tanstack/react-router';

/**
 * "The back button on the home screen closes home" (S1 §2.3). Home is a page of its own here, so
 * closing it means returning to the in-app page the user came from, as the browser's back does;
 * when home is the first page of the visit there is nothing to return to and the button rests.
 */
export function HomeBackButton() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<span aria-hidden>←</span>}
      disabled={!canGoBack}
      onClick={() => router.history.back()}
    >
      Back
    </Button>
  );
}
