// Lighthouse 12 (from the registry, a dev dependency; it runs under Node 20) with its default
// mobile preset, driving Debian chromium through chrome-launcher (docs/performance.md). Nothing
// leaves the machine: the server is local and Lighthouse's network throttling is simulated.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SESSION_STORAGE_KEY } from '../e2e/support/api-auth';
import { signInThroughApi } from '../e2e/support/fixtures';
import { CHROMIUM } from '../playwright.config';

export interface LighthouseFigures {
  url: string;
  /** Lighthouse's own error for the run (e.g. NO_FCP), when it could not measure the page. */
  error?: string;
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** What Lighthouse took as the largest contentful paint (its node's label or snippet). */
  lcpElement: string;
  transferredBytes: number;
  unusedJsBytes: number;
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, audit: string) =>
  lhr.audits[audit]?.numericValue ?? Number.NaN;

interface LcpElementDetails {
  items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[];
}

/** The node of the 'largest-contentful-paint-element' audit (a table inside a list in Lighthouse 12). */
function lcpElementOf(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.snippet ?? ''} "${node.nodeLabel ?? ''}"` : 'none';
}

/** With LIGHTHOUSE_REPORT_DIR set, each run's JSON report is kept there to read (audits, trace figures). */
function saveReport(path: string, report: string | string[]): void {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
  writeFileSync(join(dir, `${name}-${Date.now()}.json`), Array.isArray(report) ? report.join('') : report);
}

/** One Lighthouse run of `path` in a new chromium profile; `signedIn` stores admin's session first. */
async function runLighthouse(baseUrl: string, path: string, signedIn: boolean): Promise<LighthouseFigures> {
  const profile = mkdtempSync(join(tmpdir(), 'ops-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    userDataDir: profile,
    chromeFlags: ['--no-sandbox', '--headless=new', '--disable-gpu'],
  });
  try {
    if (signedIn) {
      // The session in localStorage, as a reload after signing in finds it; Lighthouse then keeps
      // storage (disableStorageReset) but runs with the rest of its mobile preset.
      const session = JSON.stringify(await signInThroughApi(baseUrl, 'admin'));
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]?.newPage();
      if (!page) throw new Error('No browser context to store the session in');
      await page.goto(`${baseUrl}/bench-static.html`);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        SESSION_STORAGE_KEY,
        session,
      ] as const);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    const error = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined;
    saveReport(path, result.report);
    const unusedJs = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;
    return {
      url: path,
      error,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      lcpElement: lcpElementOf(lhr),
      transferredBytes: numeric(lhr, 'total-byte-weight'),
      unusedJsBytes: unusedJs?.overallSavingsBytes ?? 0,
    };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Lighthouse mobile on the bare static page (the floor), /sign-in (signed out) and the launcher
 * (signed in as admin). A run Lighthouse could not measure (an error, no score) is run once more.
 */
export async function benchLighthouse(baseUrl: string): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const [path, signedIn] of [
    ['/bench-static.html', false],
    ['/sign-in', false],
    ['/home', true],
  ] as const) {
    const first = await runLighthouse(baseUrl, path, signedIn);
    figures.push(first.error || !first.score ? await runLighthouse(baseUrl, path, signedIn) : first);
  }
  return figures;
}
