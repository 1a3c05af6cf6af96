import type { DeadLetterRow } from '../db/rows';

type SetAsideListener = (letter: Omit<DeadLetterRow, 'seq'>) => void;
const listeners = new Set<SetAsideListener>();

/**
 * Hears each record the server rejects as it is set aside (e.g. a 'Favorites not saved' toast with
 * the reason). The dead-letter list keeps it either way. Returns the unsubscribe function.
 */
export function onRecordSetAside(listener: SetAsideListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSetAside(letter: Omit<DeadLetterRow, 'seq'>): void {
  for (const listener of listeners) {
    try {
      listener(letter);
    } catch (error) {
      console.error('Outbox: a set-aside listener failed', error);
    }
  }
}
