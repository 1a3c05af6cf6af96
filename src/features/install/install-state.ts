import { appStore, atom } from '../../core/state/jotai';
import { readStored, writeStored } from '../../core/state/parsed-storage';
import { installAvailableAtom } from '../../core/ui/install-request';
import {
  countsAsVisit,
  type InstallOfferState,
  initialOfferState,
  installOfferStateSchema,
  installWay,
  isIosSafari,
} from './model/install-offer';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings): the browser's install dialog. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const STORAGE_KEY = 'ops.installOffer';

/** The browser's install prompt, kept until used (a prompt can be shown once). */
const promptAtom = atom<BeforeInstallPromptEvent | null>(null);
/** `appinstalled` was heard: the offer goes away for this page. */
const installedAtom = atom(false);
export const offerStateAtom = atom<InstallOfferState>(initialOfferState);

const runsInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as { standalone?: boolean }).standalone === true;

/** How this browser can install the app now. */
export const installWayAtom = atom((get) =>
  installWay({
    promptReady: get(promptAtom) !== null,
    installed: get(installedAtom),
    standalone: runsInstalled(),
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0),
  }),
);

const readOfferState = (): InstallOfferState =>
  readStored(STORAGE_KEY, installOfferStateSchema) ?? initialOfferState;

/** Shows and keeps the offer state; where storage is full or blocked, the offer counts from zero next time. */
function saveOfferState(state: InstallOfferState): void {
  appStore.set(offerStateAtom, state);
  writeStored(STORAGE_KEY, state);
}

let started = false;

/**
 * Boot, once, before the first render: the browser hands its install prompt over early (and
 * only once per page), so it is caught from the start; this app start counts as a visit.
 */
export function startInstallCapture(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const state = readOfferState();
  saveOfferState(countsAsVisit(window.location.pathname) ? { ...state, visits: state.visits + 1 } : state);
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-infobar stays away: the app offers installing at its own moment.
    event.preventDefault();
    appStore.set(promptAtom, event as BeforeInstallPromptEvent);
    appStore.set(installedAtom, false);
  });
  window.addEventListener('appinstalled', () => {
    appStore.set(installedAtom, true);
    appStore.set(promptAtom, null);
  });
  const publish = () => appStore.set(installAvailableAtom, appStore.get(installWayAtom) !== 'none');
  appStore.sub(installWayAtom, publish);
  publish();
}

/** 'Not now' (or a refused browser dialog): the launcher leaves the offer alone for a while. */
export function dismissInstallOffer(now = Date.now()): void {
  saveOfferState({ ...appStore.get(offerStateAtom), dismissedAt: now });
}

/** A prompt can be shown once: the offer needs the browser's next one. */
const forgetPrompt = (used: BeforeInstallPromptEvent) => {
  if (appStore.get(promptAtom) === used) appStore.set(promptAtom, null);
};

/**
 * Shows the browser's install dialog. Accepted: `appinstalled` follows and the offer goes;
 * refused: counted as 'Not now'. The prompt is used up either way. Never fails (called unawaited
 * from a press): a dialog the browser would not open is logged.
 */
export async function showInstallPrompt(): Promise<void> {
  const prompt = appStore.get(promptAtom);
  if (!prompt) return;
  try {
    await prompt.prompt();
  } catch (error) {
    // The browser refused to open it: no user gesture any more (the press came before the install
    // part had loaded, on a slow connection: Chromium allows about 5 s), so it stays for the next
    // press, the offer shown as it was; used already (another press won), it goes.
    if (!(error instanceof DOMException && error.name === 'NotAllowedError')) forgetPrompt(prompt);
    console.warn('The install dialog could not open', error);
    return;
  }
  forgetPrompt(prompt);
  const { outcome } = await prompt.userChoice;
  if (outcome === 'dismissed') dismissInstallOffer();
}
