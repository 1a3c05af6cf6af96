/**
 * The one door to Jotai (a lint rule forbids importing 'jotai' elsewhere): UI and session state
 * live in `appStore`, which non-React code (the request layer, the outbox) reads too, and which
 * tests replace with a fresh store.
 */
import { createStore } from 'jotai';

export type { PrimitiveAtom, WritableAtom } from 'jotai';
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';

export const appStore = createStore();
