import { useState } from 'react';
import { messageOf } from '../../core/api/api-error';

/**
 * One write at a time for an editor: `busy` while it runs, and a failure kept as a message for
 * the editor to show (the server's 400/403 message says what to fix), the user's input untouched.
 * `describe` words the failure: a save passes `saveFailureMessage` (core/api/save-failure.ts), which
 * also covers an answer lost on the way.
 */
export function useHelpWrite() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = (work: () => Promise<void>, describe: (failure: unknown) => string | undefined = messageOf) => {
    setBusy(true);
    setError(undefined);
    work()
      .catch((failure: unknown) => {
        console.error('Help write failed', failure);
        setError(describe(failure));
      })
      .finally(() => setBusy(false));
  };
  return { busy, error, run, clearError: () => setError(undefined) };
}
