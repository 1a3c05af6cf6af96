import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startRestartableServer } from '../e2e/support/restartable-server';
import { SESSION_STORAGE_KEY, signInThroughApi } from '../e2e/support/fixtures';

const server = await startRestartableServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of ['/sign-in', '/home']) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (path === '/home') {
    const session = JSON.stringify(await signInThroughApi(server.url, 'admin'));
    await page.goto(`${server.url}/bench-static.html`);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SESSION_STORAGE_KEY, session] as const);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${path}`);
  await page.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`/tmp/lh-splash/${path.slice(1)}.cpuprofile`, JSON.stringify(profile));
  const longTasks = await page.evaluate(() => performance.getEntriesByType('longtask').map((e) => `${e.startTime.toFixed(0)}+${e.duration.toFixed(0)}`));
  console.log(path, 'long tasks', longTasks.join(' '));
  await context.close();
}
await browser.close();
await server.dispose();
