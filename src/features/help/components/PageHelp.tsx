import { lazy, Suspense, useRef, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from '../../../core/state/jotai';
import { useIsMobile } from '../../../core/ui/useIsMobile';
import { useShownLocation } from '../../../core/ui/useShownLocation';
import { usePageHelp } from '../data';
import { markTutorialFinished, newTutorialIds } from '../finished-tutorials';
import { itemForAnchor } from '../model/anchor-badges';
import { pageNameOf } from '../model/page-name';
import { shownHelp } from '../model/shown-help';
import { startTutorialPlayback } from '../start-playback';
import { helpEditModeAtom, pickingAnchorAtom, playingTutorialAtom, tutorialEditorTabAtom } from '../state';
import { AnchorBadges } from './AnchorBadges';
import { HelpCards } from './HelpCards';
import { HelpControls } from './HelpControls';
import { PageHelpPopup } from './PageHelpPopup';
import { TutorialCard } from './TutorialCard';

// The authoring UI (the item editor, the tutorial editor with its drag and drop, the agent panel)
// loads the first time someone enters edit mode: readers never download it.
const HelpItemEditorCard = lazy(() =>
  import('./HelpItemEditorCard').then((module) => ({ default: module.HelpItemEditorCard })),
);
const TutorialEditorPanel = lazy(() =>
  import('./TutorialEditorPanel').then((module) => ({ default: module.TutorialEditorPanel })),
);
const AgentPanel = lazy(() => import('./AgentPanel').then((module) => ({ default: module.AgentPanel })));

/**
 * Per-page help (S2 §2): a help control, hidden below 1000 px like the spec's help controls,
 * that shows the page's help cards next to their anchors and lists its tutorials; for help
 * authors the edit mode, the tutorial editor and the agent configuration. Keyed by page, so
 * moving to another page closes what the last one showed.
 */
export function PageHelp() {
  const mobile = useIsMobile();
  const pageName = pageNameOf(useShownLocation().pathname);
  if (mobile || pageName === undefined) return null;
  return <PageHelpOverlay key={pageName} pageName={pageName} />;
}

function PageHelpOverlay({ pageName }: { pageName: string }) {
  const help = usePageHelp(pageName);
  const [open, setOpen] = useState(false);
  const control = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useAtom(playingTutorialAtom);
  const editMode = useAtomValue(helpEditModeAtom);
  const setEditorTab = useSetAtom(tutorialEditorTabAtom);
  const picking = useAtomValue(pickingAnchorAtom);
  const [editingAnchor, setEditingAnchor] = useState<string | null>(null);
  // Once loaded, the authoring panels stay mounted, keeping an unsaved draft as before.
  const [authoring, setAuthoring] = useState(false);
  if (editMode && !authoring) setAuthoring(true);
  const { helps, tutorials } = shownHelp(help.data);
  const cardsShown = (open && !playing && !editMode) || editMode?.preview === true;

  const endPlayback = (finished = false) => {
    if (playing?.preview) setEditorTab('items');
    else setOpen(false);
    // A preview is the author's check, not the user finishing the tutorial.
    if (finished && playing && !playing.preview)
      markTutorialFinished(pageName, playing.tutorial.id).catch((error: unknown) =>
        console.error('Remembering the finished tutorial failed', error),
      );
    setPlaying(null);
  };
  const newIds = newTutorialIds(
    tutorials.map((tutorial) => tutorial.id),
    help.data?.finishedTutorialIds,
  );

  return (
    <>
      <HelpControls
        helpOpen={open}
        onToggleHelp={() => {
          setPlaying(null);
          setOpen((shown) => !shown);
        }}
        newTutorials={newIds.length}
        onLeaveEditMode={() => setEditingAnchor(null)}
        controlRef={control}
      />
      {cardsShown && <HelpCards helps={helps} />}
      {open && !playing && !editMode && (
        <PageHelpPopup
          help={help}
          helps={helps}
          tutorials={tutorials}
          newIds={newIds}
          onPlay={(tutorial) => setPlaying(startTutorialPlayback(tutorial))}
          onClose={() => {
            // Its buttons leave with it (Close help, the chat's): the focus goes back to the help
            // control, not to the page's body. Before the chat renders, so the chat, closed, gives
            // it back there too (useReturnFocusOnClose).
            control.current?.focus();
            setOpen(false);
          }}
        />
      )}
      {/* Only once the page's help is known: a badge pressed before would open its anchor's
          stored item as a new, empty one (a second item for one anchor, refused on Save). */}
      {editMode && !editMode.preview && !playing && !picking && help.data && (
        <AnchorBadges verb="Edit help for" chosen={editingAnchor} onChoose={setEditingAnchor} />
      )}
      {editMode && !editMode.preview && editingAnchor !== null && (
        <Suspense fallback={null}>
          <HelpItemEditorCard
            key={editingAnchor}
            pageName={pageName}
            anchor={editingAnchor}
            stored={help.data && itemForAnchor(help.data.helps, editingAnchor)}
            onClose={() => setEditingAnchor(null)}
          />
        </Suspense>
      )}
      {playing && (
        <TutorialCard
          tutorial={playing.tutorial}
          index={playing.index}
          onStep={(index) => setPlaying({ ...playing, index })}
          onClose={() => endPlayback()}
          onFinish={() => endPlayback(true)}
          fallbackFocus={() => control.current?.focus()}
        />
      )}
      {authoring && (
        <Suspense fallback={null}>
          <TutorialEditorPanel pageName={pageName} tutorials={help.data?.tutorials ?? []} />
          <AgentPanel pageName={pageName} agent={help.data?.agent ?? null} />
        </Suspense>
      )}
    </>
  );
}
