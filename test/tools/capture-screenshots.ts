/**
 * Writes the install sheet's screenshots (public/screenshots/launcher-{narrow,wide}.png): the
 * launcher of the production build, signed in as the demo supervisor, at the sizes the manifest
 * names (src/features/install/manifest-extras.ts). Run after `npm run build`:
 * `npx tsx test/tools/capture-screenshots.ts`, then build again so dist/ has them.
 */
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SCREENSHOTS } from '../../src/features/install/manifest-extras';
import { repoRoot } from '../../src/server/config';
import { assertBuilt, launchChromium } from '../bench/bench-browser';
import { signInThroughApiOn } from '../e2e/support/fixtures';
import { startRestartableServer } from '../e2e/support/restartable-server';

assertBuilt();
// Production stage: no environment banner in the picture.
const server = await startRestartableServer({ STAGE: 'prod' });
const browser = await launchChromium();
try {
  for (const formFactor of ['narrow', 'wide'] as const) {
    const context = await browser.newContext({ viewport: SCREENSHOTS[formFactor], deviceScaleFactor: 1 });
    // No cookie banner or install offer over the picture: the consent is given, the offer dismissed.
    await context.addInitScript(() => {
      localStorage.setItem('ops.installOffer', JSON.stringify({ visits: 0, dismissedAt: Date.now() }));
    });
    const page = await context.newPage();
    await signInThroughApiOn(page, server.url, 'supervisor', '/home');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const consent = page.getByRole('button', { name: /^Accept/ });
    if (await consent.isVisible()) await consent.click();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(repoRoot, 'public', 'screenshots', `launcher-${formFactor}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.dispose();
}
