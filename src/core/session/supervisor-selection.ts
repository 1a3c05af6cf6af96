import { z } from '../../contracts/zod';
import { locationAfterHandover, noteHandoverReload } from '../auth/session-handover';
import { sessionAtom } from '../auth/session-state';
import { whenQueued } from '../outbox/records-on-their-way';
import { appStore, atom } from '../state/jotai';
import { readStored, writeStored } from '../state/parsed-storage';

/**
 * A site admin's chosen supervisor (S1 §6–7, S2 Impersonate Supervisor), kept on the device for
 * the user who chose it: choosing reloads the app, and every call after that carries the id in
 * the selected-supervisor header (for site admins only, `buildHeaders`).
 */
const selectionSchema = z.object({
  userId: z.int(),
  supervisorId: z.string().check(z.minLength(1)),
  title: z.string(),
});
export type SupervisorSelection = z.infer<typeof selectionSchema>;

const STORAGE_KEY = 'ops.selectedSupervisor';
const storedSelectionAtom = atom(readStored(STORAGE_KEY, selectionSchema));

/** The signed-in user's selection; another user's stays unseen. */
export const supervisorSelectionAtom = atom((get) => {
  const selection = get(storedSelectionAtom);
  return selection && selection.userId === get(sessionAtom)?.user.id ? selection : undefined;
});

/** The id the request layer sends. */
export const selectedSupervisorIdAtom = atom((get) => get(supervisorSelectionAtom)?.supervisorId);

/** Chooses a supervisor for the signed-in user, or none (undefined). */
export function selectSupervisor(selection: SupervisorSelection | undefined): void {
  appStore.set(storedSelectionAtom, selection);
  writeStored(STORAGE_KEY, selection);
}

/**
 * Takes up a choice another tab stored. When it changes this tab's supervisor (chosen, changed or
 * reset there for the same user), everything this tab shows was loaded for the old one, and its
 * calls would go on acting for it: the page loads again, as after another tab's change of user
 * impersonation (session-handover.ts). True when the page is leaving for that reason.
 */
export function followStoredSelection(
  reload = () => {
    noteHandoverReload();
    // After the outbox has stored what it was given (a change on its way would make the browser ask).
    void whenQueued().then(() =>
      window.location.replace(locationAfterHandover(new URL(window.location.href))),
    );
  },
): boolean {
  const before = appStore.get(selectedSupervisorIdAtom);
  appStore.set(storedSelectionAtom, readStored(STORAGE_KEY, selectionSchema));
  if (appStore.get(selectedSupervisorIdAtom) === before) return false;
  reload();
  return true;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) followStoredSelection();
  });
}
