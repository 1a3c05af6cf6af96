import { useCallback, useEffect } from 'react';
import { applyUpdate } from '../../../core/pwa/register-service-worker';
import { pendingUpdateAtom } from '../../../core/pwa/update-controller';
import { useAtomValue } from '../../../core/state/jotai';
import { readStoredText, writeStoredText } from '../../../core/state/parsed-storage';
import { reloadDecision } from '../model/reload-policy';
import { useInterval } from './useInterval';

/** Kept across the reload itself (sessionStorage lives as long as the tab). */
const LAST_SELF_RELOAD_KEY = 'ops.kiosk.lastSelfReload';

function lastSelfReloadAt(): number | undefined {
  const stored = Number(readStoredText(LAST_SELF_RELOAD_KEY, 'session'));
  return Number.isFinite(stored) && stored > 0 ? stored : undefined;
}

/**
 * A wall display takes a new version by itself (nobody is there to click Reload), but only at an
 * idle moment: the server answers and it did not just reload (`reloadDecision`). Looked at again
 * whenever one of those changes, and every minute.
 */
export function useSelfUpdateWhenIdle(serverAnswers: boolean): void {
  const pending = useAtomValue(pendingUpdateAtom);
  const consider = useCallback(() => {
    const now = Date.now();
    const decision = reloadDecision({
      updateWaiting: pending !== null,
      serverAnswers,
      lastSelfReloadAt: lastSelfReloadAt(),
      now,
    });
    if (decision !== 'apply') return;
    writeStoredText(LAST_SELF_RELOAD_KEY, String(now), 'session');
    applyUpdate();
  }, [pending, serverAnswers]);
  useEffect(consider, [consider]);
  useInterval(consider, 60_000);
}
