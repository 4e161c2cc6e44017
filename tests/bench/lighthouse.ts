// Issue 16 suite 4: Lighthouse's performance category on public pages, mobile profile (its
// default: a mid-range phone, 4× CPU slowdown, simulated slow 4G), in Debian's Chromium.
// Lighthouse 12: the newest line that runs on Node 20 (13 wants Node ≥ 22.19).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumLaunchOptions } from '../e2e/chromium';

export interface LighthouseFigures {
  path: string;
  score: number;
  'FCP ms': number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  error?: string;
}

export async function lighthouseScores(baseUrl: string, paths: string[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  const results: LighthouseFigures[] = [];
  try {
    for (const path of paths) {
      const run = async () => (await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }))?.lhr;
      // A trace now and then comes back without a navigation start on a busy machine: once more.
      let lhr = await run();
      if (!lhr || lhr.runtimeError) lhr = await run();
      if (!lhr || lhr.runtimeError) {
        // Twice without a usable trace (a very busy machine): say so in the table, go on.
        results.push({ path, score: NaN, 'FCP ms': NaN, 'LCP ms': NaN, 'TBT ms': NaN, CLS: NaN, error: lhr?.runtimeError?.code ?? 'no result' });
        continue;
      }
      const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      results.push({
        path,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        'FCP ms': audit('first-contentful-paint'),
        'LCP ms': audit('largest-contentful-paint'),
        'TBT ms': audit('total-blocking-time'),
        CLS: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
