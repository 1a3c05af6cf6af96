// node profile-sidebar.mjs PORT [sidebar|search|rn|rn-choose|rn-filter|topics]: a CPU profile (CDP) of one flow at 1×, self time per file and function,
// then the busy time by kind (each sample at most 1 ms). CPU=4 slows the CPU 4× (CDP) for the profiled part.
// PROFILE_OUT=file.cpuprofile keeps the whole profile (DevTools' Performance panel opens it).
import { writeFileSync } from 'node:fs';
import { signedInAdminPage, sleep } from './perf.mjs';

const PORT = process.argv[2];
const BASE = `http://localhost:${PORT}`;
const WHAT = process.argv[3] ?? 'sidebar';
const { browser, context: ctx, page } = await signedInAdminPage(BASE);
const sb = page.getByRole('navigation', { name: 'Sidebar' });
await sb.getByRole('tab', { name: 'Apps' }).click();
await sleep(1000);
if (WHAT === 'rn-choose') {
  // Release Notes with every version listed (the list scrolled to its end, 25 a page); the profile
  // then holds choosing one of the older versions (six long notes).
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Release Notes' }).click();
  const versions = page.getByRole('list', { name: 'Versions' });
  await versions.waitFor();
  for (let i = 0; i < 30 && (await versions.getByRole('listitem').count()) < 184; i++) {
    await versions.evaluate((list) => list.lastElementChild?.scrollIntoView());
    await sleep(700);
  }
  console.log('versions listed', await versions.getByRole('listitem').count());
  await sleep(1500);
}
if (WHAT === 'rn-filter') {
  // Release Notes open, the Change type list open: the profile holds picking 'Fix' (a filter change).
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Release Notes' }).click();
  await page.getByRole('list', { name: 'Versions' }).waitFor();
  await sleep(1500);
  await page
    .getByRole('dialog', { name: 'Release Notes' })
    .getByRole('combobox', { name: 'Change type' })
    .focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Fix' }).waitFor();
  await sleep(1000);
}
// Found before the profile starts: Playwright's role query walks the whole page (the sidebar's entries).
const fixOption =
  WHAT === 'rn-filter' ? await page.getByRole('option', { name: 'Fix' }).elementHandle() : undefined;
const cdp = await ctx.newCDPSession(page);
// CPU=4: the CPU 4× slower (CDP), as a slow tablet.
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 1) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
// Release Notes and Help Topics: the Help menu is opened before the profile starts, so it holds
// the menu item's click and what it renders.
const helpItem = { rn: 'Release Notes', topics: 'Help Topics' }[WHAT];
if (helpItem) {
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: helpItem }).waitFor();
  await sleep(1000);
}
await cdp.send('Profiler.start');
if (WHAT === 'sidebar') {
  await sb.getByRole('button', { name: /^Big Folder 360/ }).click();
  await sleep(1500);
  await sb.getByRole('tab', { name: 'Reports' }).click();
  await sleep(800);
  await sb.getByRole('tab', { name: 'Apps' }).click();
  await sleep(1500);
} else if (WHAT === 'search') {
  await page.getByRole('combobox', { name: 'Search apps and pages' }).click();
  await page.keyboard.type('page 3', { delay: 80 });
  await sleep(1500);
} else if (WHAT === 'rn-choose') {
  await page
    .getByRole('list', { name: 'Versions' })
    .getByRole('button', { name: /^0\.0\.3\b/ })
    .click();
  await sleep(2000);
} else if (WHAT === 'rn-filter') {
  await fixOption.click();
  await sleep(2000);
} else if (helpItem) {
  await page.getByRole('menuitem', { name: helpItem }).click();
  await sleep(3000);
}
const { profile } = await cdp.send('Profiler.stop');
if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
const self = new Map(); // self time per function
const dt = profile.timeDeltas;
const counts = new Map();
profile.samples.forEach((id, i) => {
  counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0));
});
for (const n of profile.nodes) {
  const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  self.set(k, (self.get(k) ?? 0) + (counts.get(n.id) ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total ms', Math.round(total / 1000));
// The same samples, each counted for at most 1 ms: on a shared machine a sample's delta also holds
// the time the tab was not scheduled, which the self times above count as the function's.
const busy = { app: 0, gc: 0, program: 0, analytics: 0, 'floating-ui': 0, driver: 0 };
const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
profile.samples.forEach((id, i) => {
  const { functionName, url } = nodeById.get(id).callFrame;
  const us = Math.min(dt[i] ?? 0, 1000);
  if (functionName === '(idle)' || functionName === '(root)') return;
  if (functionName === '(garbage collector)') busy.gc += us;
  else if (functionName === '(program)') busy.program += us;
  else if (url.includes('clarity')) busy.analytics += us;
  else if (url.includes('floating-ui')) busy['floating-ui'] += us;
  // No URL: Playwright's injected script (its role queries).
  else if (!url) busy.driver += us;
  else busy.app += us;
});
console.log(
  'busy ms (samples ≤ 1 ms)',
  Object.entries(busy)
    .map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
    .join(', '),
);
const byFile = new Map();
for (const [k, v] of self) {
  const f = k.split(' ')[1].split(':')[0];
  byFile.set(f, (byFile.get(f) ?? 0) + v);
}
console.log(
  [...byFile]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([f, v]) => `${f} ${Math.round(v / 1000)}`)
    .join('\n'),
);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(String(Math.round(v / 1000)).padStart(6), k);
await browser.close();
