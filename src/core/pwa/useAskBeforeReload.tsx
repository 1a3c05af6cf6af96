import { useState } from 'react';
import { useAtomValue, useStore } from '../state/jotai';
import { ConfirmDelete } from '../ui/ConfirmDelete';
import { unsavedWorkAtom } from '../unsaved-work/unsaved-work-state';
import { reloadLosesWorkQuestion } from './model/reload-confirm';

export const RELOAD_CONFIRM_TITLE = 'Reload now?';

/**
 * A reload the app offers (the update prompt's Reload, a pushed release's Accept): with unsaved
 * work open on the page (`useUnsavedWork`: a favorites edit, a release note edit…), `reload` asks
 * first in the app's one confirmation ('Reload now?', what would be lost; Cancel keeps it, and the
 * control that asked); otherwise it calls `onReload` at once. Render `confirm` beside the control.
 */
export function useAskBeforeReload(onReload: () => void) {
  const unsavedWork = useAtomValue(unsavedWorkAtom);
  const store = useStore();
  const [asking, setAsking] = useState(false);
  // The work as it is at the press: a press right after a keystroke comes before the render that
  // the keystroke's marking causes.
  const reload = () => (store.get(unsavedWorkAtom).length > 0 ? setAsking(true) : onReload());
  const confirm = (
    <ConfirmDelete
      title={RELOAD_CONFIRM_TITLE}
      question={reloadLosesWorkQuestion(unsavedWork)}
      confirmLabel="Reload"
      opened={asking}
      deleting={false}
      onConfirm={() => {
        setAsking(false);
        onReload();
      }}
      onCancel={() => setAsking(false)}
    />
  );
  return { reload, confirm };
}
