// Initial JS of a page, gzip: the JavaScript Chromium fetches to render it (entry chunk,
// its static imports, the route chunks the router loads and what the page preloads), each
// gzipped at level 9 as the server sends it. Budget (README): ≤ 200 KB for a public page.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../e2e/chromium';

export async function initialJs(baseUrl: string, paths: string[]): Promise<{ path: string; files: number; bytes: number; kb: number }[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results = [];
  const sizes = new Map<string, number>();
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      // By request, not response body: a modulepreload's body is not always readable from here.
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (/\.m?js(\?|$)/.test(request.url())) scripts.add(request.url());
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.close();
      let total = 0;
      for (const url of scripts) {
        if (!sizes.has(url)) sizes.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length);
        total += sizes.get(url)!;
      }
      results.push({ path, files: scripts.size, bytes: total, kb: Math.round((total / 1024) * 10) / 10 });
    }
  } finally {
    await browser.close();
  }
  return results;
}
