import { useEffect } from 'react';
import { registerSender } from '../../core/outbox/senders';
import { HelpTopicsPanel } from './components/HelpTopicsPanel';
import { PageHelp } from './components/PageHelp';
import { sendTutorialFinished } from './finished-tutorials';

/** Everything help puts over the signed-in frame (S2 §2): the Help Topics panel and the page's help. */
export function HelpLayer() {
  // Finished tutorials queued in the outbox (also by an earlier session) are sent from here on.
  useEffect(() => registerSender('tutorialFinished', sendTutorialFinished), []);
  return (
    <>
      <HelpTopicsPanel />
      <PageHelp />
    </>
  );
}
