import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type axe from 'axe-core';
import type { RunOptions } from 'axe-core';

/** axe-core's source, the copy `@axe-core/playwright` (the dependency that brings it) injects. */
const axeSource: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
).source;

/**
 * Every rule axe has: the WCAG 2.1 A and AA rules, what the product promises (docs/security.md,
 * accessibility), and axe's best practices besides. The suite always ran them all: it asked
 * `@axe-core/playwright` for the WCAG tags, but its `options()` replaced the tag filter that
 * `withTags()` had set (found on 2026-11-29, docs/testing.md); a narrower run would drop checks
 * the app passes today.
 */
const AXE_OPTIONS: RunOptions = { resultTypes: ['violations'] };

/**
 * axe-core in `frame`, once per document: what `@axe-core/playwright`'s legacy mode does before
 * every analysis (the same source, the same `configure`), but it evaluated axe's 580 KB again for
 * each analysis, twice in the main frame, and threw away the warmed-up copy: about 0.4 s of the
 * ~0.9 s an analysis took (docs/testing.md). `axe.run` clears its caches at every run, so a copy
 * kept in the document gives the same results. A frame it cannot reach (another origin, still
 * loading) is skipped, as the builder skips it.
 */
async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
  if (present) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Script Timeout')), 1_000);
  });
  try {
    await Promise.race([frame.evaluate(axeSource), timeout]);
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  } catch {
    // As @axe-core/playwright: a frame that cannot take axe is left out of the analysis.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * axe's landmark rules, moderate but checked on every screen: a screen-reader user moves by
 * landmarks, and walkthrough 12 (D5) found two regions named 'Forms', a dialog's header counted as
 * a second banner, and the search results and the page-help cards outside every landmark.
 */
const LANDMARK_RULES = new Set([
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-complementary-is-top-level',
  'region',
]);

/**
 * Runs axe on the page as it is now and expects no serious or critical violation, nor any of the
 * landmark rules'. The failure
 * lists each rule with the elements it found, so the cause can be fixed in the app.
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  // A panel still fading in blends its text with what lies below, so axe would measure colours
  // no user sees once it has settled: wait until every finite transition or animation has ended
  // (an endless one, a loader's spin, never settles and does not change colours).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Axe runs in the page itself (same-origin frames included), as `@axe-core/playwright`'s legacy
  // mode: its default opens a blank page for every analysis to merge frame results, which costs
  // more than the rules do.
  for (const frame of page.frames()) await ensureAxe(frame);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run({ include: [], exclude: [] }, options),
    AXE_OPTIONS,
  );
  const serious = results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || LANDMARK_RULES.has(violation.id),
    )
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({
        target: node.target.join(' '),
        html: node.html.slice(0, 160),
        why: node.failureSummary?.split('\n').slice(1).join(' ').trim(),
      })),
      count: violation.nodes.length,
    }));
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/**
 * Records Content-Security-Policy and Trusted Types violations from the first byte of every page
 * of this test, so a screen that works only because nothing checked it fails here.
 */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`.trim(),
      );
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __policyViolations?: string[] }).__policyViolations ?? []);
}
