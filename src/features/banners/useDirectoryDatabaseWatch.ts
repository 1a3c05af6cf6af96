import { useEffect } from 'react';
import { api } from '../../contracts/api';
import { appApi } from '../../core/api/app-api';
import { useSetAtom } from '../../core/state/jotai';
import { directoryDatabaseDownAtom } from '../../core/ui/shell-state';
import { DB_HEALTH_CHECK_MS, isDirectoryDatabaseDown } from './model/directory-database';

/**
 * Asks the server's Health about the directory database now, every few minutes and whenever the
 * window regains focus or becomes visible, and keeps `directoryDatabaseDownAtom` to its answer.
 */
export function useDirectoryDatabaseWatch(): void {
  const setDown = useSetAtom(directoryDatabaseDownAtom);
  useEffect(() => {
    let controller: AbortController | undefined;
    const check = () => {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      appApi()
        .call(api.health, { signal: mine.signal })
        .then(
          (health) => {
            if (!mine.signal.aborted) setDown(isDirectoryDatabaseDown(health));
          },
          () => {
            // No answer says nothing about the database: the last answer stands, and the network
            // banner speaks for a lost connection.
          },
        );
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    const timer = setInterval(check, DB_HEALTH_CHECK_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearInterval(timer);
      controller?.abort();
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [setDown]);
}
