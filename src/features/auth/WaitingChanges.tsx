import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { wayBackOwner } from '../../core/auth/way-back';
import { waitingForSignInText } from '../../core/unsaved-work/model/work-lost';

/**
 * On the sign-in page after an expiry: how many of the user's own changes wait on this device,
 * sent once they sign in again (walkthrough 18). Only for the user the way back belongs to, and
 * followed live, so a change still being stored as the session ended is counted once it is.
 */
export function WaitingChanges() {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    const owner = wayBackOwner();
    if (!owner) return;
    let shown = true;
    let stop = () => {};
    // Loaded here: the outbox's kinds stay off the sign-in page's first chunks.
    import('../../core/outbox/pending-changes').then(
      ({ followPendingChangesOf }) => {
        if (shown) stop = followPendingChangesOf(owner, setWaiting);
      },
      () => undefined,
    );
    return () => {
      shown = false;
      stop();
    };
  }, []);
  return waiting > 0 ? <Text size="sm">{waitingForSignInText(waiting)}</Text> : null;
}
