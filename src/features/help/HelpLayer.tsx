import { useCallback, useEffect, useState } from 'react';
import { useSavedInBackground } from '../../core/offline/useSavedInBackground';
import { registerSender } from '../../core/outbox/senders';
import { appStore } from '../../core/state/jotai';
import { useKeptOnSignIn } from '../../core/unsaved-work/useKeptDraft';
import { HelpTopicsPanel } from './components/HelpTopicsPanel';
import { type KeptPageHelp, PageHelp } from './components/PageHelp';
import { sendTutorialFinished } from './finished-tutorials';
import {
  KEPT_HELP_AGENT,
  KEPT_HELP_ITEM,
  KEPT_TUTORIAL,
  keptHelpAgentSchema,
  keptHelpItemSchema,
  keptTutorialSchema,
} from './model/kept-page-help-schemas';
import { helpTopicsPart, pageHelpPart } from './offline-parts';
import {
  agentPanelOpenAtom,
  helpEditModeAtom,
  pickingAnchorAtom,
  playingTutorialAtom,
  tutorialEditorOpenAtom,
  tutorialEditorTabAtom,
} from './state';
import { useHelpAuthoring } from './useHelpAuthoring';
import { useLeaveEditingOnLoss } from './useLeaveEditingOnLoss';

function leaveAuthoring() {
  appStore.set(helpEditModeAtom, null);
  appStore.set(tutorialEditorOpenAtom, false);
  appStore.set(agentPanelOpenAtom, false);
  appStore.set(tutorialEditorTabAtom, 'list');
  appStore.set(pickingAnchorAtom, false);
  appStore.set(playingTutorialAtom, null);
}

/** Everything help puts over the signed-in frame (S2 §2): the Help Topics panel and the page's help. */
export function HelpLayer() {
  // Finished tutorials queued in the outbox (also by an earlier session) are sent from here on.
  useEffect(() => registerSender('tutorialFinished', sendTutorialFinished), []);
  // The frame goes at a sign-out: the next user, or the same one signed in again, starts outside
  // edit mode with the authoring panels closed (a draft kept through an expiry opens them again).
  useEffect(() => leaveAuthoring, []);
  // The right to edit taken by a renewal (walkthrough 37, D6): editing closes, said so.
  useLeaveEditingOnLoss(useHelpAuthoring().may.edit, leaveAuthoring);
  // Offline, the help of a page never opened online is there too (docs/offline.md).
  useSavedInBackground(helpTopicsPart);
  useSavedInBackground(pageHelpPart);
  // The page-help drafts kept through an expired session (walkthrough 15, D4), taken at sign-in
  // and held here (with the frame: gone at the next sign-out) until their page's help takes them.
  const [kept, setKept] = useState<KeptPageHelp>({});
  useKeptOnSignIn(KEPT_HELP_ITEM, keptHelpItemSchema, (item) => setKept((all) => ({ ...all, item })));
  useKeptOnSignIn(KEPT_TUTORIAL, keptTutorialSchema, (tutorial) => setKept((all) => ({ ...all, tutorial })));
  useKeptOnSignIn(KEPT_HELP_AGENT, keptHelpAgentSchema, (agent) => setKept((all) => ({ ...all, agent })));
  const taken = useCallback(
    (which: keyof KeptPageHelp) => setKept(({ [which]: _taken, ...rest }) => rest),
    [],
  );
  return (
    <>
      <HelpTopicsPanel />
      <PageHelp kept={kept} onKeptTaken={taken} />
    </>
  );
}
