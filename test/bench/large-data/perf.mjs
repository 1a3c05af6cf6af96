// Copied from QA walkthrough 7 (probe/perf.mjs); the large-data scripts use PERF_INIT, throttle and take.
import { chromium } from 'playwright';
// Instrumentation: CLS sources, Event Timing, long tasks; CPU/network throttling via CDP.
export const PERF_INIT = () => {
  const describe = (n) => {
    if (!n?.tagName) return n ? String(n.nodeName) : null;
    const l = n.getAttribute('aria-label');
    const t = (n.innerText || '').replace(/\s+/g, ' ').slice(0, 40);
    return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${l ? `[${l}]` : ''}${t ? ` "${t}"` : ''}`;
  };
  window.__perf = { cls: [], events: [], longtasks: [], marks: [] };
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        window.__perf.cls.push({
          t: Math.round(e.startTime),
          v: +e.value.toFixed(4),
          input: e.hadRecentInput,
          src: (e.sources || []).map((s) => ({
            node: describe(s.node),
            from: s.previousRect && [
              Math.round(s.previousRect.x),
              Math.round(s.previousRect.y),
              Math.round(s.previousRect.width),
              Math.round(s.previousRect.height),
            ],
            to: s.currentRect && [
              Math.round(s.currentRect.x),
              Math.round(s.currentRect.y),
              Math.round(s.currentRect.width),
              Math.round(s.currentRect.height),
            ],
          })),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        window.__perf.events.push({
          name: e.name,
          t: Math.round(e.startTime),
          dur: e.duration,
          delay: Math.round(e.processingStart - e.startTime),
          proc: Math.round(e.processingEnd - e.processingStart),
          target: describe(e.target),
        });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  } catch {}
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        window.__perf.longtasks.push({ t: Math.round(e.startTime), dur: Math.round(e.duration) });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
};
export async function throttle(page, { cpu = 1, latency = 0, kbps = 0, offline = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency,
    downloadThroughput: kbps ? (kbps * 1024) / 8 : -1,
    uploadThroughput: kbps ? (kbps * 1024) / 8 : -1,
  });
  return cdp;
}
export async function mark(page, label) {
  return page
    .evaluate((l) => {
      window.__perf?.marks.push({ label: l, t: Math.round(performance.now()) });
      return Math.round(performance.now());
    }, label)
    .catch(() => null);
}
export async function take(page) {
  return page.evaluate(() => {
    const p = window.__perf;
    const o = JSON.parse(JSON.stringify(p));
    p.cls.length = 0;
    p.events.length = 0;
    p.longtasks.length = 0;
    p.marks.length = 0;
    return o;
  });
}
export async function stats() {
  return (await fetch('http://localhost:9800/__test/stats')).json();
}
export async function resetStats() {
  await fetch('http://localhost:9800/__test/reset-stats', { method: 'POST' });
}
export async function fault(body) {
  return (
    await fetch('http://localhost:9800/__test/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();
}
export async function clearFaults() {
  await fetch('http://localhost:9800/__test/faults', { method: 'DELETE' });
}
export async function resetAll() {
  await fetch('http://localhost:9800/__test/reset', { method: 'POST' });
}
// Poll a condition; returns ms until true or -1.
export async function until(fn, ms = 60000, step = 50) {
  const t = Date.now();
  while (Date.now() - t < ms) {
    try {
      if (await fn()) return Date.now() - t;
    } catch {}
    await new Promise((r) => setTimeout(r, step));
  }
  return -1;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Debian chromium, a 1280×860 page signed in as admin on /home, cookie consent accepted, then a
 * settle time so the parts loaded on idle are in before anything is measured.
 */
export async function signedInAdminPage(base, { init } = {}) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(`${base}/home`);
  await page.getByLabel(/user ?name/i).fill('admin');
  await page.getByLabel(/password/i).fill('demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  await page
    .getByRole('button', { name: 'Accept' })
    .click()
    .catch(() => {});
  await sleep(3000);
  return { browser, context, page };
}
