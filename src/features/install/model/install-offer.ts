import { z } from '../../../contracts/zod';

/**
 * The launcher offers 'Install app' by itself from this visit on (an app start of the portal,
 * /display excepted): by the third visit the person clearly comes back, and the first visits stay
 * free of anything but their work. Settings offers it at any time.
 */
export const INSTALL_OFFER_VISITS = 3;

/** 'Not now' keeps the launcher's offer away this long (Settings still offers it). */
export const INSTALL_OFFER_SNOOZE_MS = 90 * 24 * 60 * 60 * 1000;

/** What the device remembers about the offer (localStorage, parsed on read). */
export const installOfferStateSchema = z.object({
  visits: z.int().check(z.minimum(0)),
  /** Epoch ms of the last 'Not now' (or a refused browser prompt); null: never dismissed. */
  dismissedAt: z.nullable(z.number()),
});
export type InstallOfferState = z.infer<typeof installOfferStateSchema>;

export const initialOfferState: InstallOfferState = { visits: 0, dismissedAt: null };

/**
 * How this browser installs the app: through the prompt it handed over (`beforeinstallprompt`,
 * Chromium), through the Share menu (iOS Safari has no prompt: a how-to), or not at all (already
 * installed, running as the installed app, or a browser that offers nothing).
 */
export type InstallWay = 'prompt' | 'howTo' | 'none';

export function installWay(device: {
  promptReady: boolean;
  installed: boolean;
  standalone: boolean;
  iosSafari: boolean;
}): InstallWay {
  if (device.installed || device.standalone) return 'none';
  if (device.promptReady) return 'prompt';
  return device.iosSafari ? 'howTo' : 'none';
}

/** Paths where nobody should be asked: wall displays (nobody there) and error pages. */
const neverOfferOn = /^\/(display|error)(\/|$)/;

/** The launcher is where the offer may come by itself. */
const LAUNCHER_PATH = '/home';

/** A visit counts for the offer: every app start except a wall display's (it is no person's visit). */
export function countsAsVisit(pathname: string): boolean {
  return !neverOfferOn.test(pathname);
}

/**
 * Whether the launcher shows the offer by itself: an install is possible, the person has come
 * back often enough, and has not said 'Not now' lately. Never on /display or error pages.
 */
export function offerOnLauncher(input: {
  way: InstallWay;
  state: InstallOfferState;
  pathname: string;
  now: number;
}): boolean {
  const { way, state, pathname, now } = input;
  if (way === 'none' || neverOfferOn.test(pathname) || pathname !== LAUNCHER_PATH) return false;
  if (state.visits < INSTALL_OFFER_VISITS) return false;
  return state.dismissedAt === null || now - state.dismissedAt >= INSTALL_OFFER_SNOOZE_MS;
}

/**
 * iOS and iPadOS Safari: no install prompt, installing goes through Share → Add to Home Screen.
 * iPadOS Safari reports itself as a Mac, told apart by its touch screen. Other iOS browsers
 * (CriOS, FxiOS, EdgiOS) are left out: their menus differ.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}
