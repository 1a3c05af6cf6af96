import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { build } from 'esbuild';
import type { HydrationTimings } from './browser/hydration-entry';

/** The app's cache layer bundled for the browser, as an IIFE the bench page runs. */
async function hydrationBundle(): Promise<string> {
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('./browser/hydration-entry.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const [output] = bundled.outputFiles;
  if (!output) throw new Error('esbuild produced no bundle');
  return output.text;
}

/**
 * Dexie hydration of a cached menu in chromium's IndexedDB: the row the launcher, sidebar and
 * search start from on an offline start. Any http page will do: it gets a database of its own.
 */
export async function benchHydration(
  browser: Browser,
  pageUrl: string,
  entries: number,
  rounds: number,
): Promise<HydrationTimings> {
  // The bench injects its own bundle as an inline script, which the server's Trusted Types CSP
  // (on for browser tests and benches) refuses: this page alone runs without the CSP.
  const page = await browser.newPage({ bypassCSP: true });
  try {
    await page.goto(pageUrl);
    await page.addScriptTag({ content: await hydrationBundle() });
    return await page.evaluate(
      ({ entries, rounds }) =>
        (
          window as unknown as {
            benchHydration: (entries: number, rounds: number) => Promise<HydrationTimings>;
          }
        ).benchHydration(entries, rounds),
      { entries, rounds },
    );
  } finally {
    await page.close();
  }
}
