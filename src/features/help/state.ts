import type { Tutorial } from '../../contracts/help';
import { atom } from '../../core/state/jotai';

/** The Help Topics panel's tab (S2 §2: a list tab and a details tab). */
export type HelpTopicsTab = 'list' | 'details';
export const helpTopicsTabAtom = atom<HelpTopicsTab>('list');
/** The topic the details tab shows; kept while the panel is closed and reopened. */
export const selectedHelpTopicIdAtom = atom<number | undefined>(undefined);
/** Bumped after each topic write so the topic list refreshes from the server at once. */
export const helpTopicsRevisionAtom = atom(0);

/** Bumped after each page help write (items, tutorials, order, agent) so the overlay refreshes. */
export const pageHelpRevisionAtom = atom(0);

/** The overlay's edit mode (S2 §2): badges on anchored elements; `preview` shows the cards as readers see them. */
export const helpEditModeAtom = atom<{ preview: boolean } | null>(null);
/** The tutorial editor panel and the agent configuration panel (S2 §2) are open. */
export const tutorialEditorOpenAtom = atom(false);
export const agentPanelOpenAtom = atom(false);

/** The tutorial editor's tab (S2 §2: list, items, edit). */
export type TutorialEditorTab = 'list' | 'items' | 'edit';
export const tutorialEditorTabAtom = atom<TutorialEditorTab>('list');

/**
 * The tutorial being played and its step. `preview`: played from the editor, which goes back to
 * its items tab when it ends (S2 §2).
 */
export interface Playing {
  tutorial: Tutorial;
  index: number;
  preview: boolean;
}
export const playingTutorialAtom = atom<Playing | null>(null);

/** The tutorial editor's edit tab is picking an element: its badges replace edit mode's. */
export const pickingAnchorAtom = atom(false);
