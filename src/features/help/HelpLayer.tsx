import { HelpTopicsPanel } from './components/HelpTopicsPanel';
import { PageHelp } from './components/PageHelp';

/** Everything help puts over the signed-in frame (S2 §2): the Help Topics panel and the page's help. */
export function HelpLayer() {
  return (
    <>
      <HelpTopicsPanel />
      <PageHelp />
    </>
  );
}
