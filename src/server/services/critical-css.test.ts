import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss, escapedCharacters, lateStylesheetPath, pageUse, pageUseKey, withoutLinkedFontFaces } from './critical-css';

describe('criticalCss', () => {
  const used = pageUse('<html data-mantine-color-scheme="dark"><div class="m_a  m_b"><span class="app-x">x</span></div></html>');

  it('reads the classes of the markup', () => {
    expect([...classesIn('<div class="m_a  m_b"><span class="app-x">x</span></div>')].sort()).toEqual(['app-x', 'm_a', 'm_b']);
    expect([...used.classes].sort()).toEqual(['app-x', 'm_a', 'm_b']);
  });

  it('keeps a rule when one of its selectors names only classes the page has, and drops the others', () => {
    const css = '.m_a{color:red}.m_z{color:blue}.m_a .m_z,.m_b:hover{margin:0}.m_a.m_z{padding:0}';
    expect(criticalCss(css, used)).toBe('.m_a{color:red}.m_a .m_z,.m_b:hover{margin:0}');
  });

  it('keeps rules without classes, and every at-rule that holds no rules', () => {
    const css = ':root{--x:1}body,html{margin:var(--x);color:var(--y)}[data-mantine-color-scheme=dark]{--y:2}@font-face{font-family:F;src:url(data:font/woff2;base64,AA==)}@keyframes spin{from{rotate:0}to{rotate:1turn}}@charset "utf-8";';
    expect(criticalCss(css, used)).toBe(css);
  });

  it('looks into @media, @layer, @supports and @container, and drops a block left empty', () => {
    const css = '@layer mantine{.m_a{color:red}.m_z{color:blue}}@media (min-width:40em){.m_z{display:none}}@media (min-width:50em){.m_b{display:block}.m_y{gap:0}}';
    expect(criticalCss(css, used)).toBe('@layer mantine{.m_a{color:red}}@media (min-width:50em){.m_b{display:block}}');
  });

  it('does not require the classes inside :not() or :has(), and needs one argument of :is() or :where()', () => {
    const css = '.m_a:not(.m_z){color:red}.m_b:where(.m_y,.m_a) .app-x{margin:0}.m_b:has(.m_q){gap:0}.m_b:is(.m_y,.m_x){padding:0}.m_z:not(.m_a){color:blue}';
    expect(criticalCss(css, used)).toBe('.m_a:not(.m_z){color:red}.m_b:where(.m_y,.m_a) .app-x{margin:0}.m_b:has(.m_q){gap:0}');
  });

  it('is not fooled by braces, commas and dots in strings and comments', () => {
    const page = pageUse('<div class="m_a m_b" data-x=".m_q" title="a,b"></div>');
    const css = '.m_a::before{content:"}.m_z{"}/* .m_z{ } */.m_z[title="a,b"]{color:red}.m_b[data-x=".m_q"]{color:green}';
    // The comment goes with the rule it precedes.
    expect(criticalCss(css, page)).toBe('.m_a::before{content:"}.m_z{"}.m_b[data-x=".m_q"]{color:green}');
  });

  // Decision 083: what the attributes of the page rule out.
  const light = pageUse('<html data-mantine-color-scheme="light"><div class="m_a" data-size="md" data-with-border="true" dir="ltr"><b class="m_b" data-variant="filled">x</b></div></html>');

  it('drops a rule naming an attribute, or an attribute value, the page does not have', () => {
    const css = '.m_a[data-size=md]{a:1}.m_a[data-size=xl]{b:2}.m_a[data-size="md"]{c:3}.m_a[data-loading]{d:4}.m_a[data-with-border]{e:5}[dir=rtl] .m_a{f:6}.m_b[data-variant=\'filled\']{g:7}';
    expect(criticalCss(css, light)).toBe('.m_a[data-size=md]{a:1}.m_a[data-size="md"]{c:3}.m_a[data-with-border]{e:5}.m_b[data-variant=\'filled\']{g:7}');
  });

  it('drops the dark colour scheme from a page served light, and keeps the light one', () => {
    const css = ':root{--x:1}:root[data-mantine-color-scheme=dark]{--y:2}:root[data-mantine-color-scheme=light]{--y:3}:where([data-mantine-color-scheme=dark]) .m_a{color:white}:where([data-mantine-color-scheme=light]) .m_a{color:var(--x) var(--y)}';
    expect(criticalCss(css, light)).toBe(':root{--x:1}:root[data-mantine-color-scheme=light]{--y:3}:where([data-mantine-color-scheme=light]) .m_a{color:var(--x) var(--y)}');
  });

  it('needs one argument of :is() or :where() able to match, and nothing of :not() or :has()', () => {
    const css = '.m_a:is(.m_z,.m_b){a:1}.m_a:is(.m_z,.m_y){b:2}.m_a:where([data-size=md],[data-size=xl]){c:3}.m_a:where([data-size=xl]){d:4}.m_a:not([data-size=xl]){e:5}.m_a:has([data-loading]){f:6}';
    expect(criticalCss(css, light)).toBe('.m_a:is(.m_z,.m_b){a:1}.m_a:where([data-size=md],[data-size=xl]){c:3}.m_a:not([data-size=xl]){e:5}.m_a:has([data-loading]){f:6}');
  });

  it('takes the other attribute operators, a case flag and an escaped name as able to match when the attribute is there', () => {
    const css = '.m_a[data-size^=m]{a:1}.m_a[data-size=MD i]{b:2}.m_a[data-size*=x]{c:3}.m_a[data-loading^=x]{d:4}.sm\\:m_q{e:5}';
    expect(criticalCss(css, light)).toBe('.m_a[data-size^=m]{a:1}.m_a[data-size=MD i]{b:2}.m_a[data-size*=x]{c:3}.sm\\:m_q{e:5}');
  });

  it('drops an @font-face that embeds its font when its unicode-range has no character of the page, and keeps the others', () => {
    const face = (range: string) => `@font-face{font-family:F;src:url(data:font/woff2;base64,AA==);unicode-range:${range}}`;
    const cyrillic = face('U+0460-052F,U+1C80-1C8A,U+20B4');
    const thai = face('U+02D7,U+0303,U+0E01-0E5B');
    const wildcard = face('U+4??');
    const css = `${cyrillic}${thai}${wildcard}@font-face{font-family:G;src:url(/g.woff2)}`;
    expect(criticalCss(css, pageUse('<p>สวัสดี Kolify</p>'))).toBe(`${thai}@font-face{font-family:G;src:url(/g.woff2)}`);
    expect(criticalCss(css, pageUse('<p>Ѡ Ѐ</p>'))).toBe(`${cyrillic}${wildcard}@font-face{font-family:G;src:url(/g.woff2)}`);
    // A character a stylesheet writes as an escape (content: "\\20B4") counts as the page's.
    expect(criticalCss(css, pageUse('<p>Kolify</p>', escapedCharacters('.x::after{content:"\\20B4"}')))).toBe(`${cyrillic}@font-face{font-family:G;src:url(/g.woff2)}`);
  });

  it('keeps every @font-face that links its font, whatever the page’s characters (decision 087)', () => {
    const linked = '@font-face{font-family:F;src:url(/f-cyrillic.woff2)format("woff2");unicode-range:U+0460-052F}';
    expect(criticalCss(`${linked}.m_z{color:red}`, pageUse('<p>Kolify</p>'))).toBe(linked);
  });

  it('drops the custom properties nothing in the page reads, and a rule left empty', () => {
    const page = pageUse('<div class="m_a" style="--card-padding:var(--mantine-spacing-md)"></div>');
    const css = '@layer mantine{:root{--mantine-spacing-md:1rem;--mantine-spacing-xl:2rem;--mantine-color-a:red;--mantine-color-b:var(--mantine-color-a);--unread-chain:var(--mantine-color-a);--font:"IBM Plex"}.m_a{padding:var(--card-padding);color:var(--mantine-color-b)}:root{--only-unread:1}}';
    expect(criticalCss(css, page)).toBe('@layer mantine{:root{--mantine-spacing-md:1rem;--mantine-color-a:red;--mantine-color-b:var(--mantine-color-a);--font:"IBM Plex"}.m_a{padding:var(--card-padding);color:var(--mantine-color-b)}}');
  });

  it('drops :host rules from a page without a shadow root, and keeps :root beside them', () => {
    const css = ':root,:host{--x:1}:host([data-mantine-color-scheme=light]){--y:2}.m_a::part(label){color:red}.m_a{color:var(--x) var(--y)}';
    expect(criticalCss(css, light)).toBe(':root,:host{--x:1}.m_a{color:var(--x) var(--y)}');
  });

  it('gives two pages the same key exactly when the stylesheet cannot tell them apart', () => {
    const css = '.m_a{a:1}.m_a[data-size=xl]{b:2}@font-face{font-family:F;src:url(data:font/woff2;base64,AA==);unicode-range:U+0E01-0E5B}@font-face{font-family:F;src:url(/f.woff2);unicode-range:U+0460-052F}';
    const key = (html: string) => pageUseKey(css, pageUse(html));
    expect(key('<div class="m_a" data-size="md" id="one">Kolify</div>')).toBe(key('<div class="m_a" data-size="md" id="two">Other text</div>'));
    expect(key('<div class="m_a" data-size="md">Kolify</div>')).not.toBe(key('<div class="m_a" data-size="xl">Kolify</div>'));
    expect(key('<div class="m_a">Kolify</div>')).not.toBe(key('<div class="m_a">สวัสดี</div>'));
    expect(key('<div class="m_a">Kolify</div>')).not.toBe(key('<div class="m_a m_b">Kolify</div>'));
    // A face that links its font stays whatever the text: its range does not split the key.
    expect(key('<div class="m_a">Kolify</div>')).toBe(key('<div class="m_a">Kolify Ѡ</div>'));
  });
});

describe('withoutLinkedFontFaces', () => {
  it('drops the @font-face rules that link their font, at any depth, and keeps everything else', () => {
    const embedded = '@font-face{font-family:F;src:url(data:font/woff2;base64,AA==);unicode-range:U+0460-052F}';
    const css = `@font-face{font-family:F;font-weight:400;src:url(/f-400.woff2)format("woff2"),url(/f-400.woff)format("woff")}${embedded}@layer mantine{:root{--x:1}@font-face{font-family:G;src:url("/g.woff2")}.m_a{color:red}}@media (min-width:1px){.m_b{content:"@font-face{"}}@charset "utf-8";`;
    expect(withoutLinkedFontFaces(css)).toBe(`${embedded}@layer mantine{:root{--x:1}.m_a{color:red}}@media (min-width:1px){.m_b{content:"@font-face{"}}@charset "utf-8";`);
    expect(withoutLinkedFontFaces('.m_a{color:red}')).toBe('.m_a{color:red}');
    expect(lateStylesheetPath('/assets/index-1.css')).toBe('/assets/index-1.late.css');
  });
});
