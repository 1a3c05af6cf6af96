import type { Browser } from '@playwright/test';
import { expect } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '../e2e/support/api-auth';
import { cachedResources } from '../e2e/support/browser-storage';
import { signInThroughApi } from '../e2e/support/fixtures';
import type { RestartableServer } from '../e2e/support/restartable-server';
import { newContext, signInControlled } from './bench-browser';
import { NOTE_WHEN_VISIBLE, visibleAfterNavigation } from './repeat-visit.bench';

/** Navigation start to the first app tile laid out, online, each beside the bare static page (the floor). */
export interface FirstTileResult {
  /** A fresh browser profile each round: empty HTTP cache, no worker, no IndexedDB; signed in. */
  fresh: { launcherMs: number[]; staticMs: number[] };
  /** One profile, worker and caches warm, server up: the everyday visit. */
  repeat: { launcherMs: number[]; staticMs: number[] };
}

/**
 * A fresh profile with admin's session in localStorage before the first byte (an init script, so
 * no other page of the origin has been opened and the HTTP cache is empty), then /home; and a
 * fresh profile opening the static page. Each round a new profile.
 */
async function freshVisits(browser: Browser, server: RestartableServer, rounds: number) {
  const result: FirstTileResult['fresh'] = { launcherMs: [], staticMs: [] };
  for (let round = 0; round < rounds; round += 1) {
    const session = JSON.stringify(await signInThroughApi(server.url, 'admin'));
    for (const [path, into] of [
      ['/bench-static.html', result.staticMs],
      ['/home', result.launcherMs],
    ] as const) {
      const context = await newContext(browser, server.url);
      try {
        await context.addInitScript({
          content: `localStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(session)});`,
        });
        await context.addInitScript({ content: NOTE_WHEN_VISIBLE });
        into.push(await visibleAfterNavigation(await context.newPage(), path));
      } finally {
        await context.close();
      }
    }
  }
  return result;
}

/** Signed in once, worker controlling, menu cached: then repeat visits with the server up. */
async function repeatVisits(browser: Browser, server: RestartableServer, rounds: number) {
  const context = await newContext(browser, server.url);
  try {
    const page = await context.newPage();
    await signInControlled(page);
    await expect.poll(() => cachedResources(page)).toEqual(expect.arrayContaining(['menu']));
    await context.addInitScript({ content: NOTE_WHEN_VISIBLE });
    const result: FirstTileResult['repeat'] = { launcherMs: [], staticMs: [] };
    // One visit of each first: the worker and the caches warm, as on a device used every day.
    await visibleAfterNavigation(page, '/bench-static.html');
    await visibleAfterNavigation(page, '/home');
    for (let round = 0; round < rounds; round += 1) {
      result.staticMs.push(await visibleAfterNavigation(page, '/bench-static.html'));
      result.launcherMs.push(await visibleAfterNavigation(page, '/home'));
    }
    return result;
  } finally {
    await context.close();
  }
}

/** The online first-tile figures of issue 15 against `server` (running, production build). */
export async function benchFirstTile(
  browser: Browser,
  server: RestartableServer,
  rounds: number,
): Promise<FirstTileResult> {
  return {
    fresh: await freshVisits(browser, server, rounds),
    repeat: await repeatVisits(browser, server, rounds),
  };
}
