import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { plain } from '../ui/plain';
import { retryConnection } from './connection';
import { useNetworkStatus } from './useNetworkStatus';

export const DISCONNECTED_TITLE = 'Disconnected from the network';
export const DISCONNECTED_TEXT = 'Please check to make sure that you are connected to a WIFI network';
/** The polite status while connecting, and once connected after the banner showed. */
export const CONNECTING_STATUS = 'Connecting…';
export const CONNECTED_STATUS = 'Connected again.';

/**
 * The network banner of S1 §2.8: connecting (warning) with an inactive Connecting button,
 * disconnected (danger) with Retry Connection, which probes at once. Nothing while connected.
 *
 * Heard: the loss as an alert (the whole banner); then only what changes, in a polite status of
 * its own: 'Connecting…', then 'Connected again.'. The connecting banner was itself the status, so
 * the return was heard as 'Disconnected from the network …', and the banner's going not at all
 * (walkthrough 32, O3). The status stays from the first loss on: a live region is heard only when
 * its text changes, not when it comes with its text.
 */
export function NetworkBanner({ onRetry = retryConnection }: { onRetry?: () => unknown }) {
  const { isConnected, isConnecting, isDisconnected } = useNetworkStatus();
  const [lost, setLost] = useState(false);
  if (!isConnected && !lost) setLost(true);
  return (
    <>
      {lost && (
        <span role="status" className={plain.visuallyHidden}>
          {isConnecting ? CONNECTING_STATUS : isConnected ? CONNECTED_STATUS : ''}
        </span>
      )}
      {!isConnected && (
        <Alert
          // Not a live region while connecting (Mantine's default role is alert).
          role={isDisconnected ? 'alert' : 'group'}
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
      )}
    </>
  );
}
