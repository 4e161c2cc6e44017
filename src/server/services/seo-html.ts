import { createHash } from 'node:crypto';
import type { Locale } from '#common/enums';
import { contentVersion } from '../content-version';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { DomainError } from '../domain-error';
import { getPost } from './content/articles';
import { getDownload } from './content/downloads';
import { findPackage } from './content/packages';
import { getSeo } from './content/pages';
import { criticalCss, escapedCharacters, linkedFontsUsed, pageUse, pageUseKey, type PageUse } from './critical-css';
import { styleAttributesAsRules, styleRulesMarker } from './style-attributes';
import { firstScreenFor, firstScreenTag, isServerRenderedPage, type FirstScreen } from './first-screen';
import { storedEncodings, type StoredEncoding } from '../stored-encodings';
import { wallNow } from '../wall-clock';

/**
 * Server-rendered page metadata for the SPA (issue 3 "SEO for a single-page app"): crawlers
 * and chat-app link previews do not run JavaScript, so the server writes each public URL's
 * title, description, keywords, canonical, hreflang alternates, Open Graph/Twitter tags and
 * share image into the built index.html. Signed-in areas get noindex. Tags carry
 * data-ssr-head so the SPA's head manager can take over from them after start.
 */

export interface PageMeta {
  status: 200 | 404;
  locale: Locale;
  title: string;
  description: string;
  keywords: string;
  image: string;
  canonicalPath: string;
  /** Language-less path after /th or /en ("" for home), for the alternates. */
  restTh: string;
  restEn: string;
  noindex: boolean;
  type: 'website' | 'article';
}

const influencerOpen = new Set(['', 'signup', 'signup/success', 'preLogin', 'recovery', 'acceptConsent']);
const marketerOpen = new Set(['', 'signup', 'recovery', 'influencerPackage', 'inviteOnlyCampaign', 'publicCampaign', 'package']);
const noindexSections = new Set(['test', 'error', 'setCookieGGForm', 'deactivateSucceed', 'Admin', 'MobileApp']);

/** Whether a path (after the language) needs a signed-in member or staff (SPEC §2, §6). */
export function isSignedInPath(rest: string): boolean {
  const parts = rest.split('/').filter(Boolean);
  const [section = '', ...tail] = parts;
  const sub = tail.join('/');
  if (section === 'Admin') return true;
  if (section === 'Influencer') return !(influencerOpen.has(sub) || sub.startsWith('preLogin'));
  if (section === 'Marketer') return !(marketerOpen.has(sub) || sub.startsWith('package/detail/'));
  return false;
}

/** Whether a path (after the language) is behind sign-in or otherwise not for search engines. */
export function isNoindexPath(rest: string): boolean {
  const [section = ''] = rest.split('/').filter(Boolean);
  return noindexSections.has(section) || isSignedInPath(rest);
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`);

/** The page's language and its path segments after the language, decoded. */
export function splitPath(pathname: string): { locale: Locale; hasLocale: boolean; restParts: string[] } {
  const segments = pathname.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  const hasLocale = segments[0] === 'th' || segments[0] === 'en';
  return { locale: hasLocale ? (segments[0] as Locale) : 'th', hasLocale, restParts: hasLocale ? segments.slice(1) : segments };
}

/**
 * A shared article or case-study link opened under the other language's prefix with its own slug
 * (`/en/articles/detail/<thai-slug>`): the address of the same post in the prefix's language, for a
 * 301 (issue 26; the language switch does the same on the client). Null when the path is no such
 * detail page, the slug is this language's own, or the post has no version in this language.
 */
export async function alternateDetailPath(db: Executor, pathname: string): Promise<string | null> {
  const { locale, hasLocale, restParts } = splitPath(pathname);
  const [first, second, slug, ...more] = restParts;
  if (!hasLocale || (first !== 'articles' && first !== 'caseStudy') || second !== 'detail' || !slug || more.length > 0) return null;
  const kind = first === 'articles' ? 'article' : 'case_study';
  const found = async (language: Locale) => {
    try {
      return await getPost(db, kind, language, slug);
    } catch (error) {
      if (error instanceof DomainError && error.type === 'not_found') return null;
      throw error;
    }
  };
  if (await found(locale)) return null;
  const other = await found(locale === 'th' ? 'en' : 'th');
  const alternate = other?.alternates[locale];
  return alternate ? `/${locale}/${first}/detail/${encodeURIComponent(alternate)}` : null;
}

export async function pageMetaFor(db: Executor, pathname: string): Promise<PageMeta> {
  const { locale, restParts } = splitPath(pathname);
  const rest = restParts.length ? `/${restParts.map(encodeURIComponent).join('/')}` : '';
  // SPEC §2: the section is the second path segment, home as fallback.
  const section = restParts[0] ?? 'home';
  const base = await getSeo(db, section, locale);
  const meta: PageMeta = {
    status: 200,
    locale,
    title: base.title,
    description: base.description,
    keywords: base.keyword,
    image: base.image,
    canonicalPath: `/${locale}${rest}`,
    restTh: rest,
    restEn: rest,
    noindex: isNoindexPath(rest),
    type: 'website',
  };
  const suffix = ' | Kolify';
  try {
    const [first, second, third, fourth] = restParts;
    if ((first === 'articles' || first === 'caseStudy') && second === 'detail' && third) {
      const post = await getPost(db, first === 'articles' ? 'article' : 'case_study', locale, third);
      Object.assign(meta, { title: `${post.seo.title}${suffix}`, description: post.seo.description, keywords: post.seo.keyword || base.keyword, image: post.seo.image, type: 'article' });
      // The other language's address of the same post uses that language's slug.
      meta.restTh = post.alternates.th ? `/${first}/detail/${encodeURIComponent(post.alternates.th)}` : '';
      meta.restEn = post.alternates.en ? `/${first}/detail/${encodeURIComponent(post.alternates.en)}` : '';
    } else if (first === 'Marketer' && second === 'package' && third === 'detail' && fourth) {
      const offer = await findPackage(db, locale, fourth);
      Object.assign(meta, { title: `${offer.name}${suffix}`, description: offer.summary, image: offer.coverUrl });
    } else if (first === 'Download' && second) {
      if (!/^[0-9a-f-]{36}$/i.test(second)) throw new DomainError('not_found');
      const file = await getDownload(db, second, locale);
      Object.assign(meta, { title: `${file.title}${suffix}`, description: file.description || base.description });
    }
  } catch (error) {
    if (!(error instanceof DomainError && error.type === 'not_found')) throw error;
    meta.status = 404;
    meta.noindex = true;
  }
  return meta;
}

export function headTags(meta: PageMeta, config: Pick<Config, 'publicUrl'>): string {
  const base = config.publicUrl;
  const image = absolute(base, meta.image);
  const canonical = `${base}${meta.canonicalPath}`;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.keywords ? `<meta name="keywords" content="${escapeHtml(meta.keywords)}">` : '',
    `<meta name="robots" content="${meta.noindex ? 'noindex, nofollow' : 'index, follow'}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta.noindex ? '' : `<link rel="alternate" hreflang="th" href="${escapeHtml(`${base}/th${meta.restTh}`)}">`,
    meta.noindex ? '' : `<link rel="alternate" hreflang="en" href="${escapeHtml(`${base}/en${meta.restEn}`)}">`,
    meta.noindex ? '' : `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${base}${meta.restTh || '/'}`)}">`,
    `<meta property="og:site_name" content="Kolify">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:locale" content="${meta.locale === 'th' ? 'th_TH' : 'en_US'}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ].filter(Boolean);
  return tags.map((tag) => tag.replace(/^<(meta|link) /, '<$1 data-ssr-head ')).join('\n    ');
}

/** Writes the page's metadata into the built index.html. */
export function injectHead(indexHtml: string, meta: PageMeta, config: Pick<Config, 'publicUrl'>): string {
  let html = indexHtml.replace(/<html([^>]*)\slang="[^"]*"/i, '<html$1').replace(/<html/i, `<html lang="${meta.locale}"`);
  html = html.replace(/<meta\s+name="description"[^>]*>\s*/gi, '');
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  // The page's own title replaces the boot title (whatever its attributes): a crawler sees one.
  const existing = /<title\b[^>]*>[\s\S]*?<\/title>/i;
  html = existing.test(html) ? html.replace(existing, title) : html.replace(/<\/head>/i, `  ${title}\n  </head>`);
  return html.replace(/<\/head>/i, `  ${headTags(meta, config)}\n  </head>`);
}

/** What a route needs besides the entry: its stylesheets and its chunks (addresses). */
export interface RouteFiles {
  styles: string[];
  scripts: string[];
}

/** What the page handler needs from the build (read once at start, src/server/app.ts). */
export interface PageAssets {
  indexHtml: string;
  /** index.html's own stylesheets (address → text), read at start: a server-rendered page carries them inline. */
  stylesheets: Record<string, string>;
  /**
   * index.html's stylesheet → its copy without the font faces that link their font (the build's
   * `*.late.css`, decision 087): what a server-rendered page imports after its markup.
   */
  lateStylesheets?: Record<string, string>;
  /** builds/meta/{buildId}.json, the route rules the SPA would otherwise fetch first. */
  routeRules: unknown;
  /** The stylesheets and chunks a path's route needs besides the entry (from the Vite manifest). */
  routeFiles: (restParts: string[]) => RouteFiles;
  /** Whether a page route (not the catch-all not-found one) serves the path after the language. */
  knownRoute?: (restParts: string[]) => boolean;
  /**
   * The built server render of a first screen (dist/.ssr, decision 028): the markup for inside
   * #root, or null when the build has none or the render failed or took too long (logged).
   */
  renderScreen: (input: { url: string; locale: Locale; queries: FirstScreen['queries']; routeRules: unknown }) => Promise<string | null>;
}

/** The boot spinner's root in index.html; a server-rendered page replaces it with its markup. */
const bootRoot = /<div id="root">\s*<div id="boot"[^>]*><span><\/span><\/div>\s*<\/div>/;

// A rendered public page is the same for every visitor: rendered once per language, path, query
// and content version (issue 31; src/server/http/content-version.ts), then served from memory
// with its ETag. The minute's expiry only bounds what a bump in another process of a fleet, or
// the passing of time (a deadline shown as "3 days left"), would change.
const ttlMs = 60_000;
const maxPages = 2_000;

export interface RenderedPage {
  html: string;
  status: 200 | 404;
  /** A strong validator of the HTML (its hash). */
  etag: string;
  /** Whether it may be served to anyone else: a public page answered 200, never a noindex (signed-in) area. */
  shared: boolean;
  expiresAt: number;
  /** The HTML as UTF-8, and brotli- or gzip-encoded, each made once per render (a page is ~300 KB with its inline CSS). */
  bytes: () => Uint8Array<ArrayBuffer>;
  encoded: (encoding: StoredEncoding) => Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>>;
}

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const caches = new WeakMap<object, Map<string, RenderedPage>>();
const inflight = new WeakMap<object, Map<string, Promise<RenderedPage>>>();

export function invalidateSeoHtml(owner: object): void {
  caches.get(owner)?.clear();
  screenCaches.get(owner)?.clear();
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** index.html's stylesheet links, as Vite writes them (a route's own stylesheets have no crossorigin). */
export const stylesheetLink = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The first screen's main image: the one its markup fetches with high priority (a list's first
 * cover, an article's). Attribute names in any case: React writes `fetchPriority` and `srcSet`.
 */
const mainImage = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;
const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * A preload of the main image, first in the head (decision 030): the browser fetches it while
 * the rest of the page (its inline stylesheet first) is still arriving. The values are the
 * markup's own, already escaped.
 */
function mainImagePreload(html: string): string {
  const tag = mainImage.exec(html)?.[0];
  const src = tag && attributeOf(tag, 'src');
  if (!tag || !src) return '';
  const srcset = attributeOf(tag, 'srcset');
  const sizes = attributeOf(tag, 'sizes');
  return `<link rel="preload" as="image" fetchpriority="high" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${srcset && sizes ? ` imagesizes="${sizes}"` : ''}>`;
}

/** The layer the whole entry stylesheet is imported into after a server-rendered page's markup. */
export const lateLayer = 'kolify-entry';
const criticalMemo = new Map<string, string>();
/** Pages that use the same of a stylesheet (a list's pages, one article and the next) share one pruning (~70 ms). */
function criticalCssOnce(href: string, css: string, page: PageUse): string {
  const key = `${href}\n${pageUseKey(css, page)}`;
  let kept = criticalMemo.get(key);
  if (kept === undefined) {
    if (criticalMemo.size >= 200) criticalMemo.clear();
    criticalMemo.set(key, (kept = criticalCss(css, page)));
  }
  return kept;
}
const escapesOf = new Map<string, string>();
/** The characters each stylesheet writes as escapes, read once per stylesheet. */
function stylesheetCharacters(stylesheets: Record<string, string>): string {
  let found = '';
  for (const [href, css] of Object.entries(stylesheets)) {
    let escaped = escapesOf.get(href);
    if (escaped === undefined) escapesOf.set(href, (escaped = escapedCharacters(css)));
    found += escaped;
  }
  return found;
}

/**
 * `<link rel="preload" as="font">` for each font file the text of the page's markup needs (its
 * elements' text: not attributes, scripts or the first screen's JSON, which no font draws).
 */
function fontPreloads(stylesheets: Record<string, string>, body: string): string {
  const text = body.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
  const files = new Set(Object.values(stylesheets).flatMap((css) => linkedFontsUsed(css, text)));
  return [...files].map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`).join('');
}

/**
 * A server-rendered page paints from its HTML alone (decision 029): index.html's stylesheet is
 * in the page (no round trip before the first paint), its main image is preloaded ahead of it
 * (decision 030), and the entry and the route's module preloads give way to the loader
 * (public/app-loader.js), which fetches them once the first screen has painted.
 */
export function forFirstPaint(html: string, stylesheets: Record<string, string>, files: RouteFiles, styleRules = '', lateStylesheets: Record<string, string> = {}): string {
  const entry = entryScript.exec(html)?.[1];
  // The body's image only (the head has none; the search keeps the regex off the inline stylesheet).
  const body = html.search(/<body\b/i);
  const preloadImage = body < 0 ? '' : mainImagePreload(html.slice(body));
  // After the viewport (the image's `sizes` are read against it) and the charset declaration (it
  // must stay in the first 1,024 bytes), else right after <head>.
  const at = [/<meta name="viewport"[^>]*>/i, /<meta charset[^>]*>/i, /<head>/i].find((place) => place.test(html))!;
  // The font files its text needs, after the image (decision 087): found only by the first
  // layout, they arrived after the first paint and each laid the text out again.
  const fonts = body < 0 ? '' : fontPreloads(stylesheets, html.slice(body));
  const withImage = preloadImage || fonts ? html.replace(at, (tag) => `${tag}${preloadImage}${fonts}`) : html;
  // Inline: only the rules the markup's classes can match (decision 067). The whole stylesheet
  // follows the markup as an import into a cascade layer of its own: what the client renders
  // later is styled, the page's deferred scripts (the loader) wait for it as they waited for the
  // inline copy, and, layered, it never outranks what comes after the inline copy (the route's
  // stylesheets, Mantine's style tags in the markup) as index.html's own link would.
  // What the page reads besides its HTML: its stylesheets' escaped characters, its style rules' variables.
  const page = pageUse(html, `${stylesheetCharacters(stylesheets)}${styleRules}`);
  const late: string[] = [];
  const styled = withImage.replace(stylesheetLink, (tag, href: string) => {
    const css = stylesheets[href];
    if (css === undefined) return tag;
    // Without the font faces the inline rules declare already, when the build wrote that copy:
    // declared twice, they made the browser lay out all the text again (decision 087).
    late.push(`<style>@import url("${lateStylesheets[href] ?? href}") layer(${lateLayer});</style>`);
    return `<style>${criticalCssOnce(href, css, page).replaceAll('</', '<\\/')}</style>`;
  });
  const linked = late.length ? styled.replace(/<\/body>/i, () => `  ${late.join('')}\n  </body>`) : styled;
  // The markup's repeated style attributes, as rules (style-attributes.ts), before the markup.
  const ruled = styleRules ? linked.replace(/<\/head>/i, () => `  <style ${styleRulesMarker}>${styleRules}</style>\n  </head>`) : linked;
  // Without the entry script (a build without one) there is no loader to hand the chunks to.
  if (!entry) return withRouteFiles(ruled, files);
  return withRouteFiles(ruled, { styles: files.styles, scripts: [] }).replace(entryScript, () => `<script defer src="/app-loader.js" data-entry="${entry}" data-preload="${files.scripts.join(' ')}"></script>`);
}

/** A page the client renders: the route's stylesheets and module preloads, at the end of the head. */
function withRouteFiles(html: string, files: RouteFiles): string {
  const tags = [...files.styles.map((href) => `<link rel="stylesheet" href="${href}">`), ...files.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)];
  return tags.length ? html.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`) : html;
}

/**
 * The page for this address: from the cache (`cache: 'hit'`) while the content version and the
 * minute last, else rendered (`'miss'`; concurrent misses of one page share one render). `fresh`
 * (a signed-in visitor) renders and stores nothing (`'bypass'`).
 */
export async function renderIndex(
  db: Executor,
  config: Config,
  assets: PageAssets,
  pathname: string,
  search: string,
  now: Date,
  options: { fresh?: boolean } = {},
): Promise<RenderedPage & { cache: 'hit' | 'miss' | 'bypass'; current?: () => boolean }> {
  if (options.fresh) return { ...(await renderPage(db, config, assets, pathname, search, now)), cache: 'bypass' };
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let pending = inflight.get(db);
  if (!pending) inflight.set(db, (pending = new Map()));
  const cacheKey = `${contentVersion()} ${pathname}?${search}`;
  const hit = cache.get(cacheKey);
  if (hit && hit.expiresAt > wallNow().getTime()) {
    // Whether this render is still the one this address gets (prepared-answers.ts, decision 083).
    const current = () => hit.expiresAt > wallNow().getTime() && cache.get(`${contentVersion()} ${pathname}?${search}`) === hit;
    return { ...hit, cache: 'hit', current };
  }
  const running = pending.get(cacheKey);
  if (running) return { ...(await running), cache: 'hit' };
  const render = renderPage(db, config, assets, pathname, search, now);
  pending.set(cacheKey, render);
  try {
    const page = await render;
    if (page.shared) {
      // Entries of an older version are never read again: drop them with the oldest.
      if (cache.size >= maxPages) cache.clear();
      cache.set(cacheKey, page);
    }
    return { ...page, cache: 'miss' };
  } finally {
    pending.delete(cacheKey);
  }
}

async function renderPage(db: Executor, config: Config, assets: PageAssets, pathname: string, search: string, now: Date): Promise<RenderedPage> {
  const meta = await pageMetaFor(db, pathname);
  const { locale, hasLocale, restParts } = splitPath(pathname);
  // Issue 26: an address no route serves is the client's not-found screen, answered 404 (a
  // crawler must not index it); the bare paths without a language redirect on the client.
  if (hasLocale && assets.knownRoute && !assets.knownRoute(restParts)) {
    meta.status = 404;
    meta.noindex = true;
  }
  let html = injectHead(assets.indexHtml, meta, config);
  // Paths without a language redirect on the client first: data for them would be wasted. A page
  // that exists shares its first screen with its `_payload.json` (one computation, one version).
  const shared = meta.status === 200 && hasLocale ? await cachedFirstScreen(db, config, locale, restParts, search, assets.routeRules, now, async () => true) : null;
  const screen = shared?.screen ?? (await firstScreenFor(db, config, locale, hasLocale ? restParts : ['-'], new URLSearchParams(search), assets.routeRules, now));
  const files = hasLocale ? assets.routeFiles(restParts) : { styles: [], scripts: [] };
  html = html.replace(/<\/body>/i, () => `  ${firstScreenTag(screen)}\n  </body>`);
  let markup: string | null = null;
  // Public pages paint from the HTML itself, before any script has run (issue 17, decision 028).
  // `?login=1` opens the sign-in dialog, which waits for a chunk the server never loads: that
  // address renders on the client (it is a person about to sign in, not a first visit).
  if (meta.status === 200 && hasLocale && isServerRenderedPage(restParts) && !new URLSearchParams(search).has('login')) {
    // The router's own form of the address (segments percent-encoded), or it would redirect to it.
    const path = `/${[locale, ...restParts].map(encodeURIComponent).join('/')}`;
    markup = await assets.renderScreen({ url: `${path}${search ? `?${search}` : ''}`, locale, queries: screen.queries, routeRules: assets.routeRules });
  }
  if (markup === null) html = withRouteFiles(html, files);
  else {
    const styled = styleAttributesAsRules(markup);
    html = forFirstPaint(html.replace(bootRoot, () => `<div id="root" data-server-rendered>${styled.markup}</div>`), assets.stylesheets, files, styled.css, assets.lateStylesheets);
  }
  const bytes = once(() => new TextEncoder().encode(html));
  const etag = `"${createHash('sha1').update(bytes()).digest('base64url')}"`;
  // A page lives no longer than the first screen it carries, so the page and its payload agree.
  const expiresAt = shared?.expiresAt ?? wallNow().getTime() + ttlMs;
  return { html, status: meta.status, etag, shared: meta.status === 200 && !meta.noindex, expiresAt, bytes, encoded: storedEncodings(bytes) };
}

/** A page's first screen as its `_payload.json` answers it: the JSON, made once, and its strong ETag. */
export interface CachedFirstScreen {
  screen: FirstScreen;
  bytes: Uint8Array<ArrayBuffer>;
  /** Brotli- or gzip-encoded once, on first need: the answer keeps its strong ETag (compressResponses would weaken it). */
  encoded: (encoding: StoredEncoding) => Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>>;
  etag: string;
  expiresAt: number;
}

const screenCaches = new WeakMap<object, Map<string, CachedFirstScreen>>();
const screenInflight = new WeakMap<object, Map<string, Promise<CachedFirstScreen | null>>>();

/**
 * The first screen of a page that exists (`exists` is asked on a miss only), kept like the
 * rendered pages (issue 31, decision 043): per content version, language, path and query, for at
 * most a minute, concurrent misses sharing one computation. The page embeds this same object and
 * `GET {path}/_payload.json` answers it (SPEC §7, decision 061). Null when `exists` says no.
 * Nothing in it depends on the visitor: it is built from public reads only (first-screen.ts).
 */
export async function cachedFirstScreen(
  db: Executor,
  config: Config,
  locale: Locale,
  restParts: string[],
  search: string,
  routeRules: unknown,
  now: Date,
  exists: () => Promise<boolean>,
): Promise<(CachedFirstScreen & { cache: 'hit' | 'miss' }) | null> {
  let cache = screenCaches.get(db);
  if (!cache) screenCaches.set(db, (cache = new Map()));
  let pending = screenInflight.get(db);
  if (!pending) screenInflight.set(db, (pending = new Map()));
  const key = `${contentVersion()} ${locale} ${restParts.map(encodeURIComponent).join('/')}?${search}`;
  const hit = cache.get(key);
  if (hit && hit.expiresAt > wallNow().getTime()) return { ...hit, cache: 'hit' };
  const running = pending.get(key);
  if (running) {
    const shared = await running;
    return shared && { ...shared, cache: 'hit' };
  }
  const make = (async (): Promise<CachedFirstScreen | null> => {
    if (!(await exists())) return null;
    const screen = await firstScreenFor(db, config, locale, restParts, new URLSearchParams(search), routeRules, now);
    const bytes = new TextEncoder().encode(JSON.stringify(screen));
    return { screen, bytes, encoded: storedEncodings(() => bytes), etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`, expiresAt: wallNow().getTime() + ttlMs };
  })();
  pending.set(key, make);
  try {
    const made = await make;
    if (made) {
      if (cache.size >= maxPages) cache.clear();
      cache.set(key, made);
    }
    return made && { ...made, cache: 'miss' };
  } finally {
    pending.delete(key);
  }
}

/**
 * `GET {path}/_payload.json` (SPEC §7): the first-screen data the page at `pagePath` embeds, or
 * null when that path has none to give — no language, no page route, a page behind sign-in, or a
 * page that is not found (an unknown slug).
 */
export async function pagePayload(db: Executor, config: Config, assets: Pick<PageAssets, 'knownRoute' | 'routeRules'> | null, pagePath: string, search: string, now: Date) {
  const { locale, hasLocale, restParts } = splitPath(pagePath);
  if (!assets || !hasLocale || (assets.knownRoute && !assets.knownRoute(restParts))) return null;
  if (isSignedInPath(restParts.join('/'))) return null;
  return cachedFirstScreen(db, config, locale, restParts, search, assets.routeRules, now, async () => (await pageMetaFor(db, pagePath)).status === 200);
}
