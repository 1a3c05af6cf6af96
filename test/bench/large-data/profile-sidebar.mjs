// node profile-sidebar.mjs PORT [sidebar|search|rn]: a CPU profile (CDP) of one flow at 1×, self time per file and function.
import { signedInAdminPage, sleep } from './perf.mjs';

const PORT = process.argv[2];
const BASE = `http://localhost:${PORT}`;
const WHAT = process.argv[3] ?? 'sidebar';
const { browser, context: ctx, page } = await signedInAdminPage(BASE);
const sb = page.getByRole('navigation', { name: 'Sidebar' });
await sb.getByRole('tab', { name: 'Apps' }).click();
await sleep(1000);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
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
} else if (WHAT === 'rn') {
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Release Notes' }).click();
  await sleep(3000);
}
const { profile } = await cdp.send('Profiler.stop');
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
