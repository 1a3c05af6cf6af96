import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { useWhenLost } from '../../core/auth/useWhenLost';
import { appStore } from '../../core/state/jotai';
import { unsavedWorkAtom } from '../../core/unsaved-work/unsaved-work-state';
import { helpEditLostNotice } from './model/help-edit-loss';
import { HELP_AGENT_EDIT_WORK, HELP_ITEM_EDIT_WORK, TUTORIAL_EDIT_WORK } from './model/kept-page-help';
import { agentPanelOpenAtom, helpEditModeAtom, tutorialEditorOpenAtom } from './state';

const PAGE_HELP_WORK = [HELP_ITEM_EDIT_WORK, TUTORIAL_EDIT_WORK, HELP_AGENT_EDIT_WORK];

/**
 * Help edit mode and the authoring panels close once a renewal takes the right to edit page help
 * (`canEdit`, walkthrough 37, D6), and the user is told, in a notice that stays until closed,
 * whether text being written went with them: edit mode stayed open with Save, and every Save was
 * refused. `leave`: closes edit mode and the panels.
 */
export function useLeaveEditingOnLoss(canEdit: boolean, leave: () => void): void {
  // Read with the render that sees the loss, before the closing editors unmark their work.
  const writing = useRef(false);
  writing.current = appStore.get(unsavedWorkAtom).some((label) => PAGE_HELP_WORK.includes(label));
  useWhenLost(canEdit, () => {
    const editing =
      appStore.get(helpEditModeAtom) !== null ||
      appStore.get(tutorialEditorOpenAtom) ||
      appStore.get(agentPanelOpenAtom);
    if (!editing) return;
    leave();
    notifications.show({
      id: 'help-edit-lost',
      message: helpEditLostNotice(writing.current),
      color: 'orange',
      autoClose: false,
    });
  });
}
