import { atom } from '../state/jotai';

/**
 * How far up from the screen's bottom edge the update prompt ('A new version is available', bottom
 * right, left of the help controls' strip: help-controls-room.ts) reaches, in px; 0 while it is not
 * shown. Help's edit-mode toolbar (bottom centre) stands above it: on screens up to about 1230 px
 * wide it reached under the prompt (walkthrough 34, D2). A module of its own, imported by the two
 * only, both loaded after the first screen, and built into the 'authoring-shared' chunk both load
 * anyway (vite.config.ts): in help-controls-room.ts, which the frame imports, it grew the
 * launcher's entry chunk (docs/performance.md).
 */
export const updatePromptRoomAtom = atom(0);
