import { atom } from '../../core/state/jotai';

/** The Help Topics panel's tab (S2 §2: a list tab and a details tab). */
export type HelpTopicsTab = 'list' | 'details';
export const helpTopicsTabAtom = atom<HelpTopicsTab>('list');
/** The topic the details tab shows; kept while the panel is closed and reopened. */
export const selectedHelpTopicIdAtom = atom<number | undefined>(undefined);
/** Bumped after each topic write so the topic list refreshes from the server at once. */
export const helpTopicsRevisionAtom = atom(0);
