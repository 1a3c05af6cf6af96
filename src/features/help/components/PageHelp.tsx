import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from '../../../core/state/jotai';
import { useIsMobile } from '../../../core/ui/useIsMobile';
import { useMainTakesFocusFromHidden } from '../../../core/ui/useMainTakesFocusFromHidden';
import { useShownLocation } from '../../../core/ui/useShownLocation';
import { usePageHelp } from '../data-hooks';
import { markTutorialFinished, newTutorialIds } from '../finished-tutorials';
import { itemForAnchor } from '../model/anchor-badges';
import type { KeptHelpAgent, KeptHelpItem, KeptTutorial } from '../model/kept-page-help-schemas';
import { pageNameOf } from '../model/page-name';
import { shownHelp } from '../model/shown-help';
import { startTutorialPlayback } from '../start-playback';
import {
  agentPanelOpenAtom,
  helpEditModeAtom,
  pickingAnchorAtom,
  playingTutorialAtom,
  tutorialEditorOpenAtom,
  tutorialEditorTabAtom,
} from '../state';
import { useHelpAuthoring } from '../useHelpAuthoring';
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

/** The page-help drafts kept through an expired session, each with the page it belongs to. */
export interface KeptPageHelp {
  item?: KeptHelpItem;
  tutorial?: KeptTutorial;
  agent?: KeptHelpAgent;
}

interface KeptProps {
  kept: KeptPageHelp;
  /** The editor of `which` took its kept draft: it is not offered again. */
  onKeptTaken: (which: keyof KeptPageHelp) => void;
}

/**
 * Per-page help (S2 §2): a help control, hidden below 1000 px like the spec's help controls,
 * that shows the page's help cards next to their anchors and lists its tutorials; for help
 * authors the edit mode, the tutorial editor and the agent configuration. Keyed by page, so
 * moving to another page closes what the last one showed. A draft kept through an expired session
 * for this page opens edit mode on its editor, as the author left it (walkthrough 15, D4).
 */
export function PageHelp(props: KeptProps) {
  const mobile = useIsMobile();
  const pageName = pageNameOf(useShownLocation().pathname);
  // Hidden below 1000 px with the focus in its list or a running tutorial (a tablet turned to
  // portrait): the focus goes to the main landmark, not the body.
  useMainTakesFocusFromHidden(mobile);
  if (mobile || pageName === undefined) return null;
  return <PageHelpOverlay key={pageName} pageName={pageName} {...props} />;
}

function PageHelpOverlay({ pageName, kept, onKeptTaken }: { pageName: string } & KeptProps) {
  const help = usePageHelp(pageName);
  const [open, setOpen] = useState(false);
  const control = useRef<HTMLButtonElement>(null);
  // The list takes the focus when the control opens it, not when it shows again after edit mode.
  const listTakesFocus = useRef(false);
  const takeListFocus = useCallback(() => {
    const takes = listTakesFocus.current;
    listTakesFocus.current = false;
    return takes;
  }, []);
  const [playing, setPlaying] = useAtom(playingTutorialAtom);
  const editMode = useAtomValue(helpEditModeAtom);
  const setEditorTab = useSetAtom(tutorialEditorTabAtom);
  const picking = useAtomValue(pickingAnchorAtom);
  const [editingAnchor, setEditingAnchor] = useState<string | null>(null);
  // Once loaded, the authoring panels stay mounted, keeping an unsaved draft as before.
  const [authoring, setAuthoring] = useState(false);
  if (editMode && !authoring) setAuthoring(true);

  // This page's drafts kept through an expiry, once its help is known (the agent form shows the
  // stored agent until then, and badges wait for it too): edit mode opens on their editors. The
  // item card takes its draft as it opens; the tutorial and agent editors take theirs (`taken`).
  const { may } = useHelpAuthoring();
  const setEditMode = useSetAtom(helpEditModeAtom);
  const openTutorials = useSetAtom(tutorialEditorOpenAtom);
  const openAgent = useSetAtom(agentPanelOpenAtom);
  const ready = help.data !== undefined && may.edit;
  const keptItem = ready && kept.item?.pageName === pageName ? kept.item : undefined;
  const keptTutorial = ready && kept.tutorial?.pageName === pageName ? kept.tutorial : undefined;
  const keptAgent = ready && kept.agent?.pageName === pageName ? kept.agent : undefined;
  const [cardKept, setCardKept] = useState<KeptHelpItem>();
  useEffect(() => {
    if (!keptItem && !keptTutorial && !keptAgent) return;
    setPlaying(null);
    setEditMode({ preview: false });
    if (keptItem) {
      setCardKept(keptItem);
      setEditingAnchor(keptItem.anchor);
      onKeptTaken('item');
    }
    if (keptTutorial) openTutorials(true);
    if (keptAgent) openAgent(true);
  }, [keptItem, keptTutorial, keptAgent, onKeptTaken, setPlaying, setEditMode, openTutorials, openAgent]);
  const tutorialRestore = useMemo(
    () => keptTutorial && { kept: keptTutorial, taken: () => onKeptTaken('tutorial') },
    [keptTutorial, onKeptTaken],
  );
  const agentRestore = useMemo(
    () => keptAgent && { kept: keptAgent, taken: () => onKeptTaken('agent') },
    [keptAgent, onKeptTaken],
  );
  const editAnchor = (anchor: string | null) => {
    setCardKept(undefined);
    setEditingAnchor(anchor);
  };
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
          listTakesFocus.current = !open;
          setOpen((shown) => !shown);
        }}
        newTutorials={newIds.length}
        onLeaveEditMode={() => editAnchor(null)}
        controlRef={control}
      />
      {cardsShown && <HelpCards helps={helps} />}
      {open && !playing && !editMode && (
        <PageHelpPopup
          help={help}
          helps={helps}
          tutorials={tutorials}
          newIds={newIds}
          takesFocus={takeListFocus}
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
        <AnchorBadges verb="Edit help for" chosen={editingAnchor} onChoose={editAnchor} />
      )}
      {editMode && !editMode.preview && editingAnchor !== null && (
        <Suspense fallback={null}>
          <HelpItemEditorCard
            key={editingAnchor}
            pageName={pageName}
            anchor={editingAnchor}
            stored={help.data && itemForAnchor(help.data.helps, editingAnchor)}
            onClose={() => editAnchor(null)}
            kept={cardKept?.anchor === editingAnchor ? cardKept : undefined}
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
          <TutorialEditorPanel
            pageName={pageName}
            tutorials={help.data?.tutorials ?? []}
            kept={tutorialRestore}
          />
          <AgentPanel pageName={pageName} agent={help.data?.agent ?? null} kept={agentRestore} />
        </Suspense>
      )}
    </>
  );
}
