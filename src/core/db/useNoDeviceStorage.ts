import { useSyncExternalStore } from 'react';
import { onPortalDbUnavailable, portalDbUnavailable } from './db';

/** True once the browser refused IndexedDB in this page (db.ts): no cache, no queue. */
export const useNoDeviceStorage = (): boolean =>
  useSyncExternalStore(onPortalDbUnavailable, portalDbUnavailable);
