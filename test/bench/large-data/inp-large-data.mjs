// node inp-large-data.mjs PORT CPU [steps] (steps: labels joined by commas, e.g. 'release notes filter'): INP (Event Timing) of large-data interactions (docs/performance.md, Large data).
import { PERF_INIT, signedInAdminPage, sleep, take, throttle } from './perf.mjs';

const PORT = process.argv[2];
const CPU = Number(process.argv[3] ?? 4);
const ONLY = process.argv[4];
const BASE = `http://localhost:${PORT}`;
const { browser, page } = await signedInAdminPage(BASE, { init: PERF_INIT });
page.on('pageerror', (e) => console.log('  PAGEERROR', e.message.slice(0, 200)));
await throttle(page, { cpu: CPU });
const out = {};
async function measure(label, fn) {
  if (ONLY && !ONLY.split(',').includes(label)) return;
  await take(page);
  try {
    await fn();
  } catch (e) {
    console.log('ERR', label, e.message.split('\n')[0]);
  }
  await sleep(800);
  const p = await take(page);
  const inter = p.events
    .filter((e) => /click|keydown|keyup|pointerup|pointerdown/.test(e.name))
    .map((e) => e.dur);
  out[label] = Math.max(0, ...inter);
  console.log(label.padEnd(22), out[label], 'ms');
}
const esc = async () => {
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('Escape');
    await sleep(300);
  }
};
const f = page.getByRole('main').getByRole('button', { name: /^Big Folder 360/ });
await f.scrollIntoViewIfNeeded();
await measure('launcher folder', async () => {
  await f.click();
  await page.getByRole('dialog').waitFor();
});
await measure('folder dot 40', async () => {
  await page.getByRole('dialog').getByRole('button', { name: 'Page 40' }).click();
});
await esc();
const sb = page.getByRole('navigation', { name: 'Sidebar' });
await measure('sidebar Apps tab', () => sb.getByRole('tab', { name: 'Apps' }).click());
await measure('sidebar open folder', () => sb.getByRole('button', { name: /^Big Folder 360/ }).click());
await measure('sidebar Reports tab', () => sb.getByRole('tab', { name: 'Reports' }).click());
await measure('sidebar back to Apps', () => sb.getByRole('tab', { name: 'Apps' }).click());
await measure('search first key', async () => {
  await page.getByRole('combobox', { name: 'Search apps and pages' }).click();
  await take(page);
  await page.keyboard.type('page 3', { delay: 80 });
});
await esc();
await measure('release notes', async () => {
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Release Notes' }).click();
  await sleep(2000);
});
await measure('release notes filter', async () => {
  // Untimed: the Change type list opened; then picking 'Fix' (the slowest of its interactions).
  const dialog = page.getByRole('dialog', { name: 'Release Notes' });
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Release Notes' }).click();
  }
  await dialog.getByRole('list', { name: 'Versions' }).getByRole('listitem').first().waitFor();
  await dialog.getByRole('combobox', { name: 'Change type' }).focus();
  await page.keyboard.press('ArrowDown');
  const fix = await page.getByRole('option', { name: 'Fix' }).elementHandle();
  await sleep(800);
  await take(page);
  await fix.click();
});
await esc();
await measure('help topics', async () => {
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Help Topics' }).click();
  await sleep(1500);
});
console.log(JSON.stringify(out));
await browser.close();
