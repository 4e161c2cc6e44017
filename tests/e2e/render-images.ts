/**
 * Renders the static images in public/images from HTML cards in headless Chromium:
 *   npx tsx tests/e2e/render-images.ts
 * - share/ts-share-{th,en}.png (1200×630, SPEC §2 share image per locale)
 * - default-image.jpg and default-image-package.jpg (SPEC §9 default images)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

const root = process.cwd();
const fontFile = (weight: number, subset: string) =>
  pathToFileURL(join(root, 'node_modules/@fontsource/ibm-plex-sans-thai/files', `ibm-plex-sans-thai-${subset}-${weight}-normal.woff2`)).href;
const fontFaces = [400, 600, 700]
  .flatMap((weight) =>
    ['thai', 'latin'].map((subset) => `@font-face { font-family: 'Plex'; font-weight: ${weight}; src: url('${fontFile(weight, subset)}') format('woff2'); }`),
  )
  .join('\n');
const mark = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const messages = (locale: string): Record<string, string> => JSON.parse(readFileSync(join(root, 'locales', `${locale}.json`), 'utf8'));

const page = (width: number, height: number, body: string) => `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFaces}
* { box-sizing: border-box; margin: 0; }
html, body { width: ${width}px; height: ${height}px; overflow: hidden; font-family: 'Plex', sans-serif; }
body { background: linear-gradient(135deg, #6b2fd3 0%, #8a56fd 45%, #f7509d 100%); color: #fff; position: relative; }
.glow { position: absolute; border-radius: 50%; filter: blur(2px); }
.mark svg { width: 100%; height: 100%; display: block; }
</style></head><body>${body}</body></html>`;

const bubbles = (size: number) => `
  <div class="glow" style="width:${size}px;height:${size}px;right:-${size / 4}px;top:-${size / 3}px;background:rgba(255,255,255,0.12)"></div>
  <div class="glow" style="width:${size * 0.6}px;height:${size * 0.6}px;right:${size * 0.35}px;bottom:-${size / 3}px;background:rgba(253,230,138,0.18)"></div>`;

function shareCard(locale: 'th' | 'en'): string {
  const text = messages(locale);
  return page(
    1200,
    630,
    `${bubbles(520)}
    <div style="position:absolute;inset:0;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between">
      <div style="display:flex;align-items:center;gap:20px">
        <div class="mark" style="width:72px;height:72px;border-radius:18px;box-shadow:0 0 0 4px rgba(255,255,255,0.35)">${mark}</div>
        <div style="font-size:44px;font-weight:700;letter-spacing:-0.01em">Kolify</div>
      </div>
      <div>
        <div style="font-size:26px;font-weight:600;opacity:0.85;margin-bottom:18px;text-transform:uppercase;letter-spacing:0.06em">${text.home_eyebrow}</div>
        <div style="font-size:${locale === 'th' ? 66 : 70}px;font-weight:700;line-height:1.25;max-width:900px">${text.home_title}</div>
      </div>
      <div style="font-size:24px;opacity:0.9">${text.footer_tagline}</div>
    </div>`,
  );
}

function placeholder(kind: 'image' | 'package'): string {
  const icon =
    kind === 'image'
      ? '<svg viewBox="0 0 24 24" width="160" height="160" fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"><rect x="3" y="4" width="18" height="16" rx="3"/><circle cx="9" cy="10" r="2"/><path d="M21 16l-5-5L5 20"/></svg>'
      : '<svg viewBox="0 0 24 24" width="160" height="160" fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"><path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z"/><path d="M12 12l8-4.5M12 12v9M12 12L4 7.5M16 5.25l-8 4.5"/></svg>';
  return page(
    1200,
    675,
    `${bubbles(560)}
    <div style="position:absolute;inset:0;display:grid;place-items:center">
      <div style="display:flex;flex-direction:column;align-items:center;gap:28px;opacity:0.95">
        ${icon}
        <div style="display:flex;align-items:center;gap:14px"><div class="mark" style="width:44px;height:44px">${mark}</div><div style="font-size:34px;font-weight:700">Kolify</div></div>
      </div>
    </div>`,
  );
}

async function main() {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const work = join(tmpdir(), 'kolify-images');
  mkdirSync(work, { recursive: true });
  mkdirSync(join(root, 'public/images/share'), { recursive: true });
  const render = async (html: string, width: number, height: number, output: string, type: 'png' | 'jpeg') => {
    const file = join(work, `${output.replace(/\W/g, '_')}.html`);
    writeFileSync(file, html);
    const tab = await browser.newPage({ viewport: { width, height } });
    await tab.goto(pathToFileURL(file).href);
    await tab.evaluate(() => document.fonts.ready);
    await tab.screenshot({ path: join(root, output), type, ...(type === 'jpeg' ? { quality: 86 } : {}) });
    await tab.close();
    console.log(`wrote ${output}`);
  };
  for (const locale of ['th', 'en'] as const) await render(shareCard(locale), 1200, 630, `public/images/share/ts-share-${locale}.png`, 'png');
  await render(placeholder('image'), 1200, 675, 'public/images/default-image.jpg', 'jpeg');
  await render(placeholder('package'), 1200, 675, 'public/images/default-image-package.jpg', 'jpeg');
  await browser.close();
}

void main();
