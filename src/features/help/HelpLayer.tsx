import { useEffect } from 'react';
import { useSavedInBackground } from '../../core/offline/useSavedInBackground';
import { registerSender } from '../../core/outbox/senders';
import { HelpTopicsPanel } from './components/HelpTopicsPanel';
import { PageHelp } from './components/PageHelp';
import { sendTutorialFinished } from './finished-tutorials';
import { helpTopicsPart, pageHelpPart } from './offline-parts';

/** Everything help puts over the signed-in frame (S2 §2): the Help Topics panel and the page's help. */
export function HelpLayer() {
  // Finished tutorials queued in the outbox (also by an earlier session) are sent from here on.
  useEffect(() => registerSender('tutorialFinished', sendTutorialFinished), []);
  // Offline, the help of a page never opened online is there too (docs/offline.md).
  useSavedInBackground(helpTopicsPart);
  useSavedInBackground(pageHelpPart);
  return (
    <>
      <HelpTopicsPanel />
      <PageHelp />
    </>
  );
}
