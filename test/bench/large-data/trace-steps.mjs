// node trace-steps.mjs PORT CPU: the main thread's own CPU time per step (a trace's RunTask thread time), which other work on a shared machine moves less than INP (docs/performance.md, Large data).
import { signedInAdminPage, sleep } from './perf.mjs';

const PORT = process.argv[2];
const CPU = Number(process.argv[3] ?? 1);
const { browser, context, page } = await signedInAdminPage(`http://localhost:${PORT}`);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
async function traced(label, fn, settle = 1200) {
  const events = [];
  const onData = (d) => events.push(...d.value);
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8',
    transferMode: 'ReportEvents',
  });
  await fn();
  await sleep(settle);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'EventDispatch'),
  );
  const on = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const sum = (n) =>
    Math.round(on.filter((e) => n.includes(e.name)).reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000);
  // NAMES=1: the step's event names by thread time, to see where it went.
  if (process.env.NAMES) {
    const by = new Map();
    for (const e of on) by.set(e.name, (by.get(e.name) ?? 0) + (e.tdur ?? 0));
    console.log(
      [...by]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([n, v]) => `${n} ${Math.round(v / 1000)}`)
        .join(', '),
    );
  }
  const r = {
    task: sum(['RunTask', 'ThreadControllerImpl::RunTask']),
    style: sum(['UpdateLayoutTree']),
    layout: sum(['Layout']),
    gc: sum(['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase']),
  };
  console.log(label.padEnd(22), JSON.stringify(r));
  return r;
}
const sb = page.getByRole('navigation', { name: 'Sidebar' });
const h = async (loc) => loc.elementHandle();
const appsTab = await h(sb.getByRole('tab', { name: 'Apps' }));
const reportsTab = await h(sb.getByRole('tab', { name: 'Reports' }));
const search = await h(page.getByRole('combobox', { name: 'Search apps and pages' }));
await traced('sidebar Apps tab', () => appsTab.click());
const folder = await h(sb.getByRole('button', { name: /^Big Folder 360/ }));
await traced('sidebar open folder', () => folder.click(), 1500);
await traced('sidebar Reports tab', () => reportsTab.click());
await traced('sidebar back to Apps', () => appsTab.click(), 1500);
await traced(
  'search page 3',
  async () => {
    await search.click();
    await page.keyboard.type('page 3', { delay: 80 });
  },
  1500,
);
await browser.close();
