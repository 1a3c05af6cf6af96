import { type DependencyList, useEffect, useReducer, useRef } from 'react';
import { watchPortalQuery } from './db';

/**
 * A live read of the portal's database for React (what dexie-react-hooks' `useLiveQuery` was,
 * without loading Dexie for the first screen): undefined until `query` first answers, then its
 * answer, read again after every change to the rows it read (db.ts, `watchPortalQuery`). When
 * `deps` change, the previous answer stays until the new query's arrives, and a failed query
 * throws in the render (to the error boundary), as `useLiveQuery` did.
 */
export function useLivePortalQuery<T>(query: () => Promise<T>, deps: DependencyList): T | undefined {
  const latest = useRef<{ value: T | undefined; error: unknown }>({ value: undefined, error: undefined });
  const [, rendered] = useReducer((count: number) => count + 1, 0);
  useEffect(
    () =>
      watchPortalQuery(query, {
        next: (value) => {
          if (latest.current.error === undefined && Object.is(latest.current.value, value)) return;
          latest.current = { value, error: undefined };
          rendered();
        },
        error: (error) => {
          latest.current = { ...latest.current, error };
          rendered();
        },
      }),
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps name what its query reads
    deps,
  );
  if (latest.current.error !== undefined) throw latest.current.error;
  return latest.current.value;
}
