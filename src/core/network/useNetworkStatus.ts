import { useAtomValue } from '../state/jotai';
import { isConnected, NetworkStatus } from './model/network-state';
import { networkStatusAtom } from './network-monitor';

/** The connection state for the network banner (S1 §4) and anything that waits for the network. */
export function useNetworkStatus() {
  const status = useAtomValue(networkStatusAtom);
  return {
    status,
    isConnected: isConnected(status),
    isConnecting: status === NetworkStatus.connecting,
    isDisconnected: status === NetworkStatus.disconnected,
  };
}
