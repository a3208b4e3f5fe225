/**
 * Slow phones on slow 3G (issue 15, part 6): each page loaded cold in Chromium (/usr/bin/chromium, a fresh context per
 * page) with the network throttled through CDP (Network.emulateNetworkConditions: 400 kbit/s down and up, 400 ms round
 * trip) and the CPU slowed 4x (Emulation.setCPUThrottlingRate), at a 360 px phone viewport. Per page:
 *
 * - first contentful paint (the paint timing entry);
 * - "Find a doctor" tappable: the first frame in which the way to the doctors is on screen (the home page's "Find a
 *   doctor" link; on other pages the header's menu that holds "Find doctors"). Links and GET forms are plain HTML here,
 *   so a tap then already works, before any script (e2e/before-hydration.spec.ts proves it);
 * - hydrated: React has attached to the page (the scripts arrived and ran);
 * - load event, and the bytes transferred.
 *
 * A measurement, not a test. Used by bench/run.ts; also runs on its own against a running server:
 * `npx tsx bench/slow-network.ts http://127.0.0.1:3000`.
 */
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { FIRST_LOAD_PAGES } from './first-load.ts';

export const SLOW_3G = { downKbps: 400, upKbps: 400, rttMs: 400, cpuSlowdown: 4 } as const;
/** The pages measured: those of the first-load table, and the home page in Hindi (its Devanagari font). */
export const SLOW_PAGES: Array<{ page: string; lang: 'en' | 'hi' }> = [...FIRST_LOAD_PAGES.map((page) => ({ page, lang: 'en' as const })), { page: '/', lang: 'hi' }];

export interface SlowLoad {
  page: string;
  lang: 'en' | 'hi';
  fcpMs: number | null;
  tappableMs: number | null;
  hydratedMs: number | null;
  loadMs: number | null;
  transferKB: number;
}

/**
 * Runs in the page from its first byte: records when the doctors link is first on screen and when React attached. A
 * string, not a function: tsx's transform would add helpers to a function that the page does not have.
 */
const PROBE = `(() => {
  const s = (window.__slow = { tappable: null, hydrated: null });
  const visible = (el) => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top < innerHeight && getComputedStyle(el).visibility !== 'hidden';
  };
  const tick = () => {
    const now = performance.now();
    if (s.tappable === null) {
      // The link itself where it is on screen; on a phone's header, the menu button that opens it.
      const links = [...document.querySelectorAll('main a[href="/ayurveda/doctors"], header a[href="/ayurveda/doctors"]')];
      const targets = links.map((a) => (a.closest('details:not([open])') ? a.closest('details').querySelector('summary') : a));
      if (targets.some(visible)) s.tappable = now;
    }
    if (s.hydrated === null && document.body && Object.keys(document.body).some((k) => k.startsWith('__reactFiber') || k.startsWith('__reactProps'))) s.hydrated = now;
    if (s.tappable === null || s.hydrated === null) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

async function measure(browser: Browser, base: string, page: string, lang: 'en' | 'hi'): Promise<SlowLoad> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    await context.addCookies([{ name: 'lang', value: lang, url: base }]);
    await context.addInitScript({ content: PROBE });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const bytesPerSecond = (kbps: number) => Math.round((kbps * 1000) / 8);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_3G.rttMs,
      downloadThroughput: bytesPerSecond(SLOW_3G.downKbps),
      uploadThroughput: bytesPerSecond(SLOW_3G.upKbps),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_3G.cpuSlowdown });
    let transferred = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (transferred += e.encodedDataLength));
    await tab.goto(base + page, { waitUntil: 'load', timeout: 180_000 });
    await tab.waitForFunction(() => (window as unknown as { __slow: { hydrated: number | null } }).__slow.hydrated !== null, null, { timeout: 60_000 }).catch(() => undefined);
    const figures = await tab.evaluate(() => {
      const w = window as unknown as { __slow: { tappable: number | null; hydrated: number | null } };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return { fcp, tappable: w.__slow.tappable, hydrated: w.__slow.hydrated, load: nav ? nav.loadEventStart : null };
    });
    const round = (n: number | null) => (n === null ? null : Math.round(n));
    // Found in the frame before it is painted: tappable once painted, so never before the first paint.
    const tappable = figures.tappable === null ? null : Math.max(figures.tappable, figures.fcp ?? 0);
    return { page, lang, fcpMs: round(figures.fcp), tappableMs: round(tappable), hydratedMs: round(figures.hydrated), loadMs: round(figures.load), transferKB: Math.round(transferred / 102.4) / 10 };
  } finally {
    await context.close();
  }
}

export async function slowNetworkFigures(base: string, pages = SLOW_PAGES): Promise<SlowLoad[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const out: SlowLoad[] = [];
    for (const p of pages) out.push(await measure(browser, base, p.page, p.lang));
    return out;
  } finally {
    await browser.close();
  }
}

export function slowNetworkTable(rows: SlowLoad[]): string {
  const s = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
  const lines = [
    `Slow 3G (${SLOW_3G.downKbps} kbit/s, ${SLOW_3G.rttMs} ms RTT, CPU ${SLOW_3G.cpuSlowdown}x slower; Chromium via CDP, 360 px, cold cache):`,
    '  lang  page                                   first paint  doctors tappable   hydrated       load   transfer KB',
  ];
  for (const r of rows) {
    lines.push(
      `  ${r.lang.padEnd(4)}  ${r.page.padEnd(38)} ${s(r.fcpMs).padStart(11)} ${s(r.tappableMs).padStart(17)} ${s(r.hydratedMs).padStart(10)} ${s(r.loadMs).padStart(10)} ${String(r.transferKB).padStart(13)}`,
    );
  }
  lines.push('  "doctors tappable": the link to the doctors (or the menu holding it) is on screen; links work before hydration.');
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  console.log(slowNetworkTable(await slowNetworkFigures(base)));
}
