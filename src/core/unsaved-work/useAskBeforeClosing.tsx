import { useState } from 'react';
import { useAtomValue, useStore } from '../state/jotai';
import { ConfirmDelete } from '../ui/ConfirmDelete';
import { closingLosesWorkQuestion } from './model/work-lost';
import { unsavedWorkAtom } from './unsaved-work-state';

/**
 * Closing a panel or dialog named `name` whose editors mark unsaved work with the `own` labels
 * (`useUnsavedWork`, which the update prompt reads too): while they hold some, `close` asks first
 * in the app's one confirmation ('Close {name}?', what would be lost; Cancel keeps it open), as
 * the chat does (docs/agent-chat.md); otherwise it closes at once. For a layer whose editors go
 * as it closes (a panel that keeps them closed loses nothing, and asks nothing). Render `confirm`
 * beside it.
 */
export function useAskBeforeClosing(name: string, own: readonly string[], onClose: () => void) {
  const question = closingLosesWorkQuestion(useAtomValue(unsavedWorkAtom), own, name);
  const store = useStore();
  const [asking, setAsking] = useState(false);
  // The work as it is at the press, not at this hook's last render: a press right after a
  // keystroke came before the render that the keystroke's marking caused, and closed at once.
  // Asked once the press that closes is over: an Escape heard by a modal (Mantine's, on the window)
  // reached the confirmation's own Escape listener too, which then cancelled the question at once.
  const close = () =>
    closingLosesWorkQuestion(store.get(unsavedWorkAtom), own, name) === undefined
      ? onClose()
      : window.setTimeout(() => setAsking(true));
  const confirm = (
    <ConfirmDelete
      title={`Close ${name}?`}
      question={question ?? ''}
      confirmLabel={`Close ${name}`}
      opened={asking && question !== undefined}
      deleting={false}
      onConfirm={() => {
        setAsking(false);
        onClose();
      }}
      onCancel={() => setAsking(false)}
    />
  );
  return { close, confirm };
}
