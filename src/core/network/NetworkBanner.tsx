import { Alert, Button, Group, Text } from '@mantine/core';
import { retryConnection } from './connection';
import { useNetworkStatus } from './useNetworkStatus';

export const DISCONNECTED_TITLE = 'Disconnected from the network';
export const DISCONNECTED_TEXT = 'Please check to make sure that you are connected to a WIFI network';

/**
 * The network banner of S1 §2.8: connecting (warning) with an inactive Connecting button,
 * disconnected (danger) with Retry Connection, which probes at once. Nothing while connected.
 */
export function NetworkBanner({ onRetry = retryConnection }: { onRetry?: () => unknown }) {
  const { isConnecting, isDisconnected } = useNetworkStatus();
  if (!isConnecting && !isDisconnected) return null;
  return (
    <Alert
      role={isDisconnected ? 'alert' : 'status'}
      color={isDisconnected ? 'red' : 'yellow'}
      variant="filled"
      radius={0}
      title={DISCONNECTED_TITLE}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{DISCONNECTED_TEXT}</Text>
        {isDisconnected ? (
          <Button size="xs" variant="white" color="red" onClick={() => void onRetry()}>
            Retry Connection
          </Button>
        ) : (
          <Button size="xs" variant="white" color="yellow" disabled>
            Connecting
          </Button>
        )}
      </Group>
    </Alert>
  );
}
