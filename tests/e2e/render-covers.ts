/**
 * Renders the covers of the demo articles and case studies into public/images/covers/
 * ({English slug}.jpg, 1200×675) from HTML scenes in headless Chromium:
 *   npx tsx tests/e2e/render-covers.ts              (covers and their variants)
 *   npx tsx tests/e2e/render-covers.ts --variants   (only the variants, from the covers there)
 * Each cover is also written at the page widths as WebP ({slug}-480.webp …), the same variants an
 * uploaded cover gets (decision 030).
 * Every cover is its own illustration (a palette, a main motif and three small ones drawn with
 * the Tabler icons the app already uses), without words: one image serves both languages.
 * The seed (src/server/seed/seed-content.ts) points each post at its cover.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from '@playwright/test';
import * as icons from '@tabler/icons-react';
import { chromiumLaunchOptions } from './chromium';
import { demoCovers } from '../../src/server/seed/demo-covers';
import { makeVariants } from '../../src/server/services/image-variants';

const root = process.cwd();
type IconName = keyof typeof icons;

function icon(name: string, size: number, stroke: number, color: string): string {
  const component = icons[name as IconName] as unknown as ComponentType<Record<string, unknown>> | undefined;
  if (!component) throw new Error(`No Tabler icon ${name}`);
  return renderToStaticMarkup(createElement(component, { size, stroke, color }));
}

/** A small deterministic sequence per cover, so each lays its shapes out differently. */
function sequence(seed: number) {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

function scene(cover: (typeof demoCovers)[number], index: number): string {
  const next = sequence(index + 7);
  const [from, to, ink] = cover.palette;
  const flip = index % 2 === 1;
  const circles = Array.from({ length: 5 }, () => {
    const size = 80 + Math.round(next() * 260);
    return `<div style="position:absolute;width:${size}px;height:${size}px;left:${Math.round(next() * 1100) - 60}px;top:${Math.round(next() * 600) - 80}px;border-radius:50%;background:rgba(255,255,255,${(0.06 + next() * 0.1).toFixed(2)})"></div>`;
  }).join('');
  const chips = cover.accents
    .map((name, i) => {
      const top = 110 + i * 170 + Math.round(next() * 40);
      const side = flip ? `right:${110 + Math.round(next() * 80) + (i % 2) * 90}px` : `left:${110 + Math.round(next() * 80) + (i % 2) * 90}px`;
      return `<div style="position:absolute;top:${top}px;${side};width:112px;height:112px;border-radius:30px;background:#fff;box-shadow:0 18px 40px rgba(0,0,0,0.18);display:grid;place-items:center;transform:rotate(${Math.round(next() * 16 - 8)}deg)">${icon(name, 58, 1.7, ink)}</div>`;
    })
    .join('');
  const figure = cover.figure
    ? `<div style="position:absolute;bottom:36px;${flip ? 'left' : 'right'}:350px;transform:translateX(${flip ? '-50%' : '50%'});padding:14px 26px;border-radius:999px;background:rgba(255,255,255,0.92);color:${ink};font:700 40px/1 'Plex',sans-serif;box-shadow:0 12px 30px rgba(0,0,0,0.15)">${cover.figure}</div>`
    : '';
  const dots = `<svg style="position:absolute;${flip ? 'left' : 'right'}:60px;bottom:50px;opacity:0.35" width="220" height="140">${Array.from({ length: 40 }, (_, i) => `<circle cx="${10 + (i % 10) * 22}" cy="${10 + Math.floor(i / 10) * 32}" r="3.5" fill="#fff"/>`).join('')}</svg>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: 'Plex'; font-weight: 700; src: url('${pathToFileURL(join(root, 'node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-700-normal.woff2')).href}') format('woff2'); }
* { box-sizing: border-box; margin: 0; }
html, body { width: 1200px; height: 675px; overflow: hidden; }
body { position: relative; background: linear-gradient(${flip ? 225 : 135}deg, ${from} 0%, ${to} 100%); }
</style></head><body>
${circles}${dots}
<div style="position:absolute;top:50%;${flip ? 'left' : 'right'}:150px;transform:translateY(-50%);width:400px;height:400px;border-radius:50%;background:rgba(255,255,255,0.16);box-shadow:inset 0 0 0 3px rgba(255,255,255,0.35);display:grid;place-items:center">
  <div style="width:300px;height:300px;border-radius:50%;background:rgba(255,255,255,0.95);display:grid;place-items:center;box-shadow:0 30px 60px rgba(0,0,0,0.2)">${icon(cover.motif, 180, 1.4, ink)}</div>
</div>
${chips}${figure}
</body></html>`;
}

async function writeVariants(slug: string) {
  for (const variant of await makeVariants(readFileSync(join(root, `public/images/covers/${slug}.jpg`)))) {
    const output = `public/images/covers/${slug}-${variant.width}.webp`;
    writeFileSync(join(root, output), variant.bytes);
    console.log(`wrote ${output}`);
  }
}

async function main() {
  if (process.argv.includes('--variants')) {
    for (const cover of demoCovers) await writeVariants(cover.slug);
    return;
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  const work = join(tmpdir(), 'kolify-covers');
  mkdirSync(work, { recursive: true });
  mkdirSync(join(root, 'public/images/covers'), { recursive: true });
  for (const [index, cover] of demoCovers.entries()) {
    const file = join(work, `${cover.slug}.html`);
    writeFileSync(file, scene(cover, index));
    const tab = await browser.newPage({ viewport: { width: 1200, height: 675 } });
    await tab.goto(pathToFileURL(file).href);
    await tab.evaluate(() => document.fonts.ready);
    const output = `public/images/covers/${cover.slug}.jpg`;
    await tab.screenshot({ path: join(root, output), type: 'jpeg', quality: 80 });
    await tab.close();
    console.log(`wrote ${output}`);
    await writeVariants(cover.slug);
  }
  await browser.close();
}

void main();
