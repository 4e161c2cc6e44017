// Initial JS of a page, gzip: the JavaScript Chromium fetches to render it (entry chunk,
// its static imports and the route chunks the router loads), each gzipped at level 9 as
// the server sends it. Budget (README): ≤ 200 KB for a public page.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export async function initialJs(baseUrl: string, paths: string[]): Promise<{ path: string; files: number; kb: number }[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const results = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      const scripts = new Map<string, number>();
      page.on('response', async (response) => {
        if (!/\.m?js(\?|$)/.test(response.url())) return;
        const body = await response.body().catch(() => null);
        if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.close();
      results.push({ path, files: scripts.size, kb: Math.round(([...scripts.values()].reduce((a, b) => a + b, 0) / 1024) * 10) / 10 });
    }
  } finally {
    await browser.close();
  }
  return results;
}
