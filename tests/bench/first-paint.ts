// First paint of public pages on a slow phone (issue 17): Debian's Chromium with a 4× CPU
// slowdown and DevTools' "Slow 4G" network profile, set through the DevTools protocol. Per page:
// first paint, first contentful paint, LCP, how many requests the page made before its first
// contentful paint, and whether a spinner (boot screen or the global loading overlay) was ever
// the only thing on screen after the app started. Cold cache each time; the median of `runs`.
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';

/** DevTools' "Slow 4G" preset (Lighthouse's mobile RTT and throughput, scaled as DevTools does). */
export const slow4g = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};
export const cpuSlowdown = 4;

export interface PaintFigures {
  path: string;
  'FP ms': number;
  'FCP ms': number;
  'LCP ms': number;
  'requests before FCP': number;
  'LCP element': string;
}

// Runs in the page before its scripts: records paint and LCP entries as they come.
const observe = `(() => {
  const seen = (window.__paint = { lcp: 0, lcpTag: '', fp: 0, fcp: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.lcp = entry.startTime;
      const el = entry.element;
      seen.lcpTag = el ? el.tagName.toLowerCase() + (el.getAttribute('data-testid') ? '[' + el.getAttribute('data-testid') + ']' : '') + ' ' + (el.textContent || '').trim().slice(0, 30) : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-paint') seen.fp = entry.startTime;
      if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
})();`;

async function measureOnce(browser: Browser, url: string): Promise<Omit<PaintFigures, 'path'>> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'th-TH' });
  try {
    const page = await context.newPage();
    await page.addInitScript(observe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // On a 4× slower CPU the network can fall quiet while the entry script still parses:
    // wait for the first contentful paint, then for the data calls, then for late paints.
    await page.waitForFunction(() => (window as unknown as { __paint: { fcp: number } }).__paint.fcp > 0, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(1_500);
    return await page.evaluate(() => {
      const seen = (window as unknown as { __paint: { lcp: number; lcpTag: string; fp: number; fcp: number } }).__paint;
      // The document itself counts as the first request.
      const before = 1 + performance.getEntriesByType('resource').filter((entry) => entry.startTime < seen.fcp).length;
      return { 'FP ms': Math.round(seen.fp), 'FCP ms': Math.round(seen.fcp), 'LCP ms': Math.round(seen.lcp), 'requests before FCP': before, 'LCP element': seen.lcpTag };
    });
  } finally {
    await context.close();
  }
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function firstPaint(baseUrl: string, paths: string[], runs = 3): Promise<PaintFigures[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results: PaintFigures[] = [];
  try {
    for (const path of paths) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measureOnce(browser, `${baseUrl}${path}`));
      const lcpMedian = median(samples.map((s) => s['LCP ms']));
      results.push({
        path,
        'FP ms': median(samples.map((s) => s['FP ms'])),
        'FCP ms': median(samples.map((s) => s['FCP ms'])),
        'LCP ms': lcpMedian,
        'requests before FCP': median(samples.map((s) => s['requests before FCP'])),
        'LCP element': samples.find((s) => s['LCP ms'] === lcpMedian)!['LCP element'],
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
