import { useEffect } from 'react';
import { useAtomValue } from '../../core/state/jotai';
import { appBadgeCountAtom } from '../../core/ui/notifications-state';
import { showAppBadge } from './app-badge';

/** Keeps the installed app's icon badge equal to the bell's count (the notifications feature writes it). */
export function AppBadge() {
  const count = useAtomValue(appBadgeCountAtom);
  useEffect(() => {
    if (count !== undefined) void showAppBadge(count);
  }, [count]);
  return null;
}
