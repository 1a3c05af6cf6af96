import { useState } from 'react';
import { useNoDeviceStorage } from '../db/useNoDeviceStorage';
import { lazyOnIdle } from '../ui/lazy-on-idle';
import { useIsMobile } from '../ui/useIsMobile';
import { SyncStatusButton, type SyncStatusProps } from './SyncStatusButton';
import { useOutboxStatus } from './useOutboxStatus';

// The panel is behind a click: loaded on idle, the button drawn at once (docs/performance.md).
const LazySyncStatusPopover = lazyOnIdle<SyncStatusProps>(
  () => import('./SyncStatusPopover').then((m) => m.SyncStatusPopover),
  { fallback: SyncStatusButton },
);

/**
 * Where a user finds their offline work: the title bar's button says how many records wait to be
 * sent; its panel (SyncStatusPopover) says when the server last accepted one and lists the
 * records it rejected. The open state lives here, so a click before the panel is loaded opens it.
 */
export function SyncStatus() {
  const status = useOutboxStatus();
  const compact = useIsMobile();
  const [opened, setOpened] = useState(false);
  const noDeviceStorage = useNoDeviceStorage();
  // Without IndexedDB nothing waits to sync and nothing is kept offline: nothing to show
  // (the 'Offline use is off' notice said why, docs/offline.md).
  if (noDeviceStorage) return null;
  // Nothing until the queue has been read: a moment's blank beats a false 'Synced'.
  if (!status) return null;
  return <LazySyncStatusPopover status={status} compact={compact} opened={opened} onChange={setOpened} />;
}
