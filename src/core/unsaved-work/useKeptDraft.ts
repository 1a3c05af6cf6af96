import { useEffect, useRef } from 'react';
import type { z } from '../../contracts/zod';
import { sessionAtom } from '../auth/session-state';
import { useAtomValue } from '../state/jotai';
import { keepDraftOnExpiry, takeKeptDraft } from './kept-drafts';

/*
 * The two halves of a draft kept through an expired session (kept-drafts.ts), for React editors.
 * Apart because they may live apart: the editor keeps (it holds the draft), and what is mounted
 * at sign-in takes it back (a panel, a modal, the page's help layer), possibly before the editor is.
 */

/**
 * While `kept` is defined (the editor holds a change), an expiry keeps it under `name`: the value
 * as it is at the sign-out, not as it was when the change began.
 */
export function useKeepOnExpiry(name: string, kept: unknown): void {
  const latest = useRef(kept);
  latest.current = kept;
  const keeping = kept !== undefined;
  useEffect(() => (keeping ? keepDraftOnExpiry(name, () => latest.current) : undefined), [name, keeping]);
}

/**
 * When a user is signed in (the frame mounts at each sign-in), the draft kept under `name` for
 * them is taken, once, and handed to `onKept`. `ready` false waits: a page (not the frame) may be
 * mounted once more before it is shown, and would lose what an earlier mount took.
 */
export function useKeptOnSignIn<S extends z.ZodMiniType>(
  name: string,
  schema: S,
  onKept: (kept: z.output<S>) => void,
  ready = true,
): void {
  const userId = useAtomValue(sessionAtom)?.user.id;
  const latest = useRef(onKept);
  latest.current = onKept;
  useEffect(() => {
    if (userId === undefined || !ready) return;
    const kept = takeKeptDraft(name, userId, schema);
    if (kept !== undefined) latest.current(kept);
  }, [name, userId, schema, ready]);
}
