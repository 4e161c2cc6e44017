import { describe, expect, it } from 'vitest';
import { injectHead, isNoindexPath, forFirstPaint, type PageMeta } from './seo-html';

const meta: PageMeta = {
  status: 200,
  locale: 'en',
  title: 'Tips "&" <tricks>',
  description: 'A <b>bold</b> claim',
  keywords: 'a, b',
  image: '/images/share/ts-share-en.png',
  canonicalPath: '/en/faq',
  restTh: '/faq',
  restEn: '/faq',
  noindex: false,
  type: 'website',
};

describe('injectHead', () => {
  it('replaces the title and description, sets the language and escapes every value', () => {
    const html = injectHead('<html lang="th"><head><title>Kolify</title><meta name="description" content="old"></head><body></body></html>', meta, { publicUrl: 'https://kolify.co' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Tips &quot;&amp;&quot; &lt;tricks&gt;</title>');
    expect(html).not.toContain('content="old"');
    expect(html).toContain('content="A &lt;b&gt;bold&lt;/b&gt; claim"');
    expect(html).toContain('<link data-ssr-head rel="alternate" hreflang="x-default" href="https://kolify.co/faq">');
    expect(html).toContain('<meta data-ssr-head property="og:image" content="https://kolify.co/images/share/ts-share-en.png">');
  });

  it('replaces the boot title of the real index.html (it has attributes): one title for crawlers', () => {
    const html = injectHead('<html lang="th"><head><title data-boot>Kolify</title></head><body></body></html>', meta, { publicUrl: 'https://kolify.co' });
    expect(html.match(/<title\b/g)).toHaveLength(1);
    expect(html).toContain('<title>Tips &quot;&amp;&quot; &lt;tricks&gt;</title>');
  });

  it('leaves out alternates on noindex pages', () => {
    const html = injectHead('<html><head></head></html>', { ...meta, noindex: true }, { publicUrl: 'https://kolify.co' });
    expect(html).toContain('noindex, nofollow');
    expect(html).not.toContain('hreflang');
  });
});

describe('isNoindexPath', () => {
  it('marks signed-in areas, the back office and utility pages noindex; landings and public pages stay indexable', () => {
    for (const path of ['/Influencer/dashboard', '/Influencer/account', '/Marketer/dashboard', '/Marketer/credit/buy', '/Admin', '/Admin/content', '/test', '/setCookieGGForm']) expect(isNoindexPath(path)).toBe(true);
    for (const path of ['', '/faq', '/Influencer', '/Influencer/signup', '/Marketer', '/Marketer/package', '/Marketer/package/detail/x', '/Marketer/publicCampaign']) expect(isNoindexPath(path)).toBe(false);
  });
});

describe('forFirstPaint', () => {
  const built = [
    '<html lang="th" data-mantine-color-scheme="light"><head>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '</head><body><div id="root" data-server-rendered><h1 class="m_1">Kolify</h1></div></body></html>',
  ].join('\n');
  const stylesheets = { '/assets/index-1.css': '.m_1{color:red}.x::after{content:"</style><script>"}' };
  const files = { styles: ['/assets/article-1.css'], scripts: ['/assets/home-1.js', '/assets/public-1.js'] };
  const none = { styles: [], scripts: [] };

  it('gives the entry and the module preloads to the loader, and carries index.html’s stylesheet inline', () => {
    const html = forFirstPaint(built, stylesheets, files);
    expect(html).toContain('<script defer src="/app-loader.js" data-entry="/assets/index-1.js" data-preload="/assets/home-1.js /assets/public-1.js"></script>');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // Inline: the rules the markup can use (no element has class x here, so its rule waits).
    expect(html).toContain('<style>.m_1{color:red}</style>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    // The whole stylesheet after the markup, in a layer of its own (decision 067).
    expect(html).toContain('<style>@import url("/assets/index-1.css") layer(kolify-entry);</style>\n  </body>');
    // A route's own stylesheet stays a link.
    expect(html).toContain('<link rel="stylesheet" href="/assets/article-1.css">');
    expect(html).toContain('<h1 class="m_1">Kolify</h1>');
  });

  it('imports the copy of the stylesheet without its linked font faces when the build wrote one (decision 087)', () => {
    const html = forFirstPaint(built, stylesheets, none, '', { '/assets/index-1.css': '/assets/index-1.late.css' });
    expect(html).toContain('<style>@import url("/assets/index-1.late.css") layer(kolify-entry);</style>\n  </body>');
    expect(html).not.toContain('@import url("/assets/index-1.css")');
  });

  it('preloads the font files the markup’s text needs, after the main image (decision 087)', () => {
    const face = (file: string, range: string) => `@font-face{font-family:F;src:url(/assets/${file}.woff2)format("woff2"),url(/assets/${file}.woff)format("woff");unicode-range:${range}}`;
    const faces = `${face('thai-400', 'U+0E01-0E5B')}${face('latin-400', 'U+00-FF')}${face('cyrillic-400', 'U+0460-052F')}${face('thai-700', 'U+0E01-0E5B')}`;
    const page = built.replace('<h1 class="m_1">Kolify</h1>', '<img fetchpriority="high" src="/x.png" alt="Ѡ"><h1 class="m_1">สวัสดี</h1><script type="application/json">{"x":"Ѡ"}</script>');
    const html = forFirstPaint(page, { '/assets/index-1.css': `${faces}.m_1{color:red}` }, none);
    const preload = (file: string) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}.woff2">`;
    // Thai text; the Latin face for the spaces around it; no Cyrillic, which only an attribute and the JSON have.
    expect(html).toContain(`<head><link rel="preload" as="image" fetchpriority="high" href="/x.png">${preload('thai-400')}${preload('latin-400')}${preload('thai-700')}\n`);
    expect(html).not.toContain('cyrillic-400.woff2">');
  });

  it('carries the markup’s style rules in the head, before the markup (decision 083)', () => {
    const html = forFirstPaint(built, stylesheets, none, '#root [data-s="0"]{--x:1}');
    expect(html).toContain('<style data-ssr-styles>#root [data-s="0"]{--x:1}</style>\n  </head>');
    expect(forFirstPaint(built, stylesheets, none)).not.toContain('data-ssr-styles');
  });

  it('inlines no rule for an attribute value the page lacks: the dark scheme of a page served light', () => {
    const html = forFirstPaint(built, { '/assets/index-1.css': '.m_1{color:red}[data-mantine-color-scheme=dark] .m_1{color:white}' }, none);
    expect(html).toContain('<style>.m_1{color:red}</style>');
  });

  it('escapes a kept rule’s closing tag inside the inline stylesheet', () => {
    const html = forFirstPaint(built.replace('class="m_1"', 'class="m_1 x"'), stylesheets, none);
    expect(html).toContain('<style>.m_1{color:red}.x::after{content:"<\\/style><script>"}</style>');
  });

  it('leaves a stylesheet it has not read, and a page without the entry script, as they are', () => {
    expect(forFirstPaint(built, {}, none)).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    const page = '<html><head></head><body><div id="root"></div></body></html>';
    expect(forFirstPaint(page, stylesheets, none)).toBe(page);
  });

  it('preloads the main image early in the head (after the viewport), with its variants, before the inline stylesheet', () => {
    const page = built
      .replace('<head>', '<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width">')
      .replace(
        '<h1 class="m_1">Kolify</h1>',
        '<h1 class="m_1">Kolify</h1><img src="/images/covers/a.jpg" fetchPriority="high" srcSet="/images/covers/a-480.webp 480w, /images/covers/a-800.webp 800w" sizes="100vw"/><img src="/images/covers/b.jpg" loading="lazy">',
      );
    const html = forFirstPaint(page, stylesheets, none);
    const preload = '<link rel="preload" as="image" fetchpriority="high" href="/images/covers/a.jpg" imagesrcset="/images/covers/a-480.webp 480w, /images/covers/a-800.webp 800w" imagesizes="100vw">';
    // After the viewport, against which the browser reads `imagesizes`.
    expect(html).toContain(`<meta name="viewport" content="width=device-width">${preload}`);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<style>'));
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
    // A page without a main image preloads none; one without variants preloads its address.
    expect(forFirstPaint(built, stylesheets, files)).not.toContain('as="image"');
    expect(forFirstPaint(built.replace('<h1 class="m_1">Kolify</h1>', '<img fetchpriority="high" src="/x.png">'), stylesheets, none)).toContain('<head><link rel="preload" as="image" fetchpriority="high" href="/x.png">');
  });
});
