import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules: what the product promises (docs/security.md, accessibility). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now and expects no serious or critical violation. The failure
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
  // Legacy mode runs axe in the page itself (same-origin frames included); the default opens a
  // blank page for every analysis to merge frame results, which costs more than the rules do.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
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
