// Issue 16 suite 4: Lighthouse's performance category on public pages, mobile profile (its
// default: a mid-range phone, 4× CPU slowdown, simulated slow 4G), in Debian's Chromium.
// Lighthouse 12: the newest line that runs on Node 20 (13 wants Node ≥ 22.19).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { median } from './first-paint';

export interface LighthouseFigures {
  path: string;
  score: number;
  'FCP ms': number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  /** The scores of every run, lowest to highest: the spread a single run hides. */
  runs?: string;
  error?: string;
}

/**
 * Runs per page (LIGHTHOUSE_RUNS, 3 by default); each figure is the median of the runs. One run's
 * score moved by up to 10 points between two runs of the same build on a quiet machine (decision
 * 085's context, 2026-11-28), so a single run could not tell two builds apart; Lighthouse's own
 * guidance on variability is the median of several runs.
 */
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

export async function lighthouseScores(baseUrl: string, paths: string[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  const results: LighthouseFigures[] = [];
  try {
    for (const path of paths) {
      const run = async () => (await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }))?.lhr;
      const figures: Omit<LighthouseFigures, 'path'>[] = [];
      let error: string | undefined;
      for (let attempt = 0; figures.length < runsPerPage && attempt < runsPerPage + 2; attempt += 1) {
        // A trace now and then comes back without a navigation start on a busy machine: run again.
        const lhr = await run();
        if (!lhr || lhr.runtimeError) {
          error = lhr?.runtimeError?.code ?? 'no result';
          continue;
        }
        const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
        figures.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          'FCP ms': audit('first-contentful-paint'),
          'LCP ms': audit('largest-contentful-paint'),
          'TBT ms': audit('total-blocking-time'),
          CLS: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
        });
      }
      if (figures.length === 0) {
        // No usable trace at all (a very busy machine): say so in the table, go on.
        results.push({ path, score: NaN, 'FCP ms': NaN, 'LCP ms': NaN, 'TBT ms': NaN, CLS: NaN, error });
        continue;
      }
      const of = (key: 'score' | 'FCP ms' | 'LCP ms' | 'TBT ms' | 'CLS') => median(figures.map((figure) => figure[key]));
      results.push({ path, score: of('score'), 'FCP ms': of('FCP ms'), 'LCP ms': of('LCP ms'), 'TBT ms': of('TBT ms'), CLS: of('CLS'), runs: figures.map((figure) => figure.score).toSorted((a, b) => a - b).join(' ') });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
