/**
 * The first screen's share of a stylesheet (issue 31, decisions 067 and 083): the rules that can
 * match the page's markup. A server-rendered page inlined the entry's whole stylesheet (~165 KB of
 * Mantine and the app), of which its markup uses a fraction; the rest travelled with every
 * answer. Rules are kept or dropped, never rewritten:
 * - a style rule stays when one of its selectors can match with what the page has: every class
 *   it names, every attribute it names (and the value, for `[name=value]`) present somewhere in
 *   the page, and for `:is()`/`:where()` one of their arguments (a selector without a class or an
 *   attribute — elements, :root — always stays). So `[data-mantine-color-scheme=dark]` rules go
 *   from a page served light, and `[data-size=xl]` rules from a page without that size;
 * - an `@font-face` that embeds its font (a data URL) goes when its `unicode-range` has no
 *   character of the page (the browser would not use it for this page). One that links its font
 *   always stays: a few hundred bytes, fetched only for a character it covers, and the whole
 *   stylesheet after the markup leaves it out (decision 087, `withoutLinkedFontFaces`);
 * - every other at-rule without rules inside (@keyframes, @property, @import…) stays;
 * - @media, @layer, @supports and @container keep their kept rules and go when none is left.
 * Nothing before the first paint changes the page (no script runs before it, decision 029), and
 * whatever is dropped still reaches the browser: the full stylesheet is linked after the markup
 * (forFirstPaint), and the page's scripts wait for it.
 */

/** What of a page a stylesheet's rules can depend on: its classes, attributes and characters. */
export interface PageUse {
  classes: Set<string>;
  /** Attribute name (lower case) → the values it has anywhere in the page (entities decoded). */
  attributes: Map<string, Set<string>>;
  /** The whole page, for the characters an `@font-face`'s unicode-range asks about. */
  text: string;
  /** Whether the markup declares a shadow root (`<template shadowrootmode>`): `:host` rules need one. */
  shadowRoots: boolean;
  /** The custom properties the page itself reads (`var(--x)` in its style attributes and style tags). */
  varRefs: Set<string>;
}

/** The class names a page's HTML uses (`class="a b"`). */
export function classesIn(html: string): Set<string> {
  const found = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of list!.split(/\s+/)) if (name) found.add(name);
  return found;
}

const decodeAttribute = (value: string) => value.replace(/&quot;|&#x27;|&#39;|&lt;|&gt;|&amp;/g, (entity) => ({ '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' })[entity]!);

/**
 * The characters a stylesheet writes as escapes (`content: "\\2022"`): a page shows them although
 * its HTML does not have them, so the font faces they need must stay.
 */
export function escapedCharacters(css: string): string {
  let found = '';
  for (const [, hex] of css.matchAll(/\\([0-9a-fA-F]{1,6})/g)) {
    const code = Number.parseInt(hex!, 16);
    if (code > 0 && code <= 0x10ffff) found += String.fromCodePoint(code);
  }
  return found;
}

const varReference = /var\(\s*(--[\w-]+)/g;
const varReferences = (text: string) => new Set([...text.matchAll(varReference)].map((found) => found[1]!));

/**
 * The classes, attributes, characters and custom properties of a page's HTML (`moreText`: more
 * of what the page shows and reads — its stylesheets' escaped characters, its style rules).
 */
export function pageUse(html: string, moreText = ''): PageUse {
  const attributes = new Map<string, Set<string>>();
  for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    for (const [, name, value] of tag.matchAll(/\s([^\s"'=<>/]+)(?:="([^"]*)")?/g)) {
      const key = name!.toLowerCase();
      let values = attributes.get(key);
      if (!values) attributes.set(key, (values = new Set()));
      values.add(value === undefined ? '' : decodeAttribute(value));
    }
  }
  const text = moreText ? `${html}${moreText}` : html;
  return { classes: classesIn(html), attributes, text, shadowRoots: attributes.has('shadowrootmode'), varRefs: varReferences(text) };
}

const groupingAtRule = /^@(?:media|layer|supports|container)\b/i;
const classSelector = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Whether any of a rule's comma-separated selectors can match in this page. */
function mayMatch(prelude: string, page: PageUse): boolean {
  return splitTopLevel(prelude).some((selector) => satisfiable(selector, page));
}

/** Inside a shadow tree only: a page whose markup declares none has nothing they match. */
const shadowOnly = /^(?:host|host-context|slotted|part)$/i;

/** `:is()` and its aliases: one of the arguments must be able to match. */
const anyOf = /^(?:is|where|matches|-webkit-any|-moz-any)$/i;

/**
 * Whether one complex selector can match: every class and attribute it requires is in the page
 * (not necessarily on one element, which can only keep too much). The arguments of `:not()`,
 * `:has()`, `:nth-child(… of …)` and the like require nothing.
 */
function satisfiable(selector: string, page: PageUse): boolean {
  // An escaped name (`.sm\:p-2`) is not read here: taken as able to match.
  if (selector.includes('\\')) return true;
  let positive = '';
  for (let i = 0; i < selector.length; i += 1) {
    const ch = selector[i]!;
    if (ch === '[') {
      const close = closing(selector, i, '[', ']');
      if (!attributeMayMatch(selector.slice(i + 1, close), page)) return false;
      i = close;
    } else if (ch === ':' && /^:{1,2}[\w-]+\(/.test(selector.slice(i))) {
      const open = selector.indexOf('(', i);
      const close = closing(selector, open, '(', ')');
      const name = selector.slice(i, open).replace(/^:+/, '');
      if (shadowOnly.test(name) && !page.shadowRoots) return false;
      if (anyOf.test(name) && !splitTopLevel(selector.slice(open + 1, close)).some((argument) => satisfiable(argument, page))) return false;
      i = close;
    } else if (ch === ':' && /^:host\b(?!-)/i.test(selector.slice(i)) && !page.shadowRoots) return false;
    else positive += ch;
  }
  for (const [, name] of positive.matchAll(classSelector)) if (!page.classes.has(name!)) return false;
  return true;
}

/** Index of the bracket that closes the one at `open`, skipping strings (the end if none does). */
function closing(text: string, open: number, opener: string, closer: string): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    i = skipQuoted(text, i);
    if (text[i] === opener) depth += 1;
    else if (text[i] === closer) {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return text.length;
}

const attributeSelector = /^\s*([\w-]+)\s*(?:([~|^$*]?=)\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([\w-]+))\s*([iIsS])?)?\s*$/;

/**
 * `[name]` needs the attribute somewhere in the page, `[name=value]` that value too; the other
 * operators and a case flag need the attribute only. Anything not read (a namespace, an escape)
 * is taken as able to match.
 */
function attributeMayMatch(inside: string, page: PageUse): boolean {
  const parsed = attributeSelector.exec(inside);
  if (!parsed || inside.includes('\\')) return true;
  const [, name, operator, doubleQuoted, singleQuoted, bare, flag] = parsed;
  const values = page.attributes.get(name!.toLowerCase());
  if (!values) return false;
  if (operator !== '=' || flag) return true;
  return values.has((doubleQuoted ?? singleQuoted ?? bare)!);
}

const unicodeRange = /unicode-range\s*:\s*([^;}]+)/i;

/** Whether an `@font-face` carries its font in the stylesheet (a `data:` URL) rather than linking it. */
const embedsFont = (block: string) => /url\(\s*["']?data:/i.test(block);

/**
 * Whether the page has a character in an `@font-face`'s unicode-range (`U+0460-052F, U+20B4,
 * U+4??`); a face without one, or one not read, is taken as used.
 */
function fontFaceUsed(block: string, text: string): boolean {
  const ranges = unicodeRange.exec(block)?.[1];
  if (!ranges) return true;
  let pattern = '';
  for (const range of ranges.split(',')) {
    const found = /^\s*u\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(range);
    if (!found) return true;
    const from = found[2] === undefined ? found[1]!.replace(/\?/g, '0') : found[1]!;
    const to = found[2] ?? found[1]!.replace(/\?/g, 'f');
    pattern += `\\u{${from}}-\\u{${to}}`;
  }
  return new RegExp(`[${pattern}]`, 'u').test(text);
}

/** A custom property's declaration whose value is plain (no string, brace, escape or `;` inside it). */
const customDeclaration = /(?<=[{;])\s*(--[\w-]+)\s*:([^;{}"'\\]*)(?:;|(?=\}))/g;

/**
 * Drops the custom property declarations nothing reads: read means named in a `var()` by the
 * page (style attributes, its style tags and rules), by a declaration of `css` that is not a
 * custom property, or by a custom property that is read itself. A value with a string or an
 * escape is never dropped (not parsed here). Rules and blocks left empty go too.
 */
function withoutUnreadProperties(css: string, page: PageUse): string {
  const values = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(customDeclaration)) values.set(name!, [...(values.get(name!) ?? []), value!]);
  // Every var() of the stylesheet outside the plain custom declarations is a reader.
  const read = new Set([...page.varRefs, ...varReferences(css.replace(customDeclaration, ''))]);
  const pending = [...read];
  while (pending.length) {
    for (const value of values.get(pending.pop()!) ?? []) {
      for (const [, name] of value.matchAll(varReference)) {
        if (!read.has(name!)) {
          read.add(name!);
          pending.push(name!);
        }
      }
    }
  }
  let out = css.replace(customDeclaration, (whole, name: string) => (read.has(name) ? whole : ''));
  // Rules and grouping blocks left empty (repeatedly: a layer whose only rule went).
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(/(^|[{};])[^{};"']*\{[\s;]*\}/g, '$1');
  }
  return out;
}

interface StylesheetNeeds {
  attributes: string[];
  fontRanges: string[];
}
const needsOf = new Map<string, StylesheetNeeds>();

/**
 * What of a page `criticalCss(css, page)` reads, as a string: two pages equal in it get the same
 * rules (a list's pages, one article and the next), so the pruning (~70 ms) can be shared.
 */
export function pageUseKey(css: string, page: PageUse): string {
  let needs = needsOf.get(css);
  if (!needs) {
    if (needsOf.size >= 20) needsOf.clear();
    const attributes = new Set([...css.matchAll(/\[\s*([\w-]+)/g)].map((found) => found[1]!.toLowerCase()));
    // Only a face that embeds its font is kept or dropped by the page's characters.
    const faces = [...css.matchAll(/@font-face\s*\{[^}]*\}/gi)].map((found) => found[0]).filter(embedsFont);
    const fontRanges = new Set(faces.map((face) => unicodeRange.exec(face)?.[1] ?? '').filter(Boolean));
    needsOf.set(css, (needs = { attributes: [...attributes].sort(), fontRanges: [...fontRanges] }));
  }
  const attributes = needs.attributes.map((name) => `${name}=${[...(page.attributes.get(name) ?? [])].sort().join('|')}`);
  const fonts = needs.fontRanges.map((ranges) => (fontFaceUsed(`unicode-range:${ranges}`, page.text) ? '1' : '0')).join('');
  return `${[...page.classes].sort().join(' ')}\n${attributes.join(' ')}\n${fonts}\n${page.shadowRoots}\n${[...page.varRefs].sort().join(' ')}`;
}

/** Splits a selector list at its top-level commas (not those inside :is(), :where(), strings). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const ch = list[i]!;
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth -= 1;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** Index of the last character of the string or comment that starts at `i`, or `i` if none does. */
function skipQuoted(css: string, i: number): number {
  const ch = css[i];
  if (ch === '"' || ch === "'") {
    for (i += 1; i < css.length && css[i] !== ch; i += 1) if (css[i] === '\\') i += 1;
    return i;
  }
  if (ch === '/' && css[i + 1] === '*') {
    const close = css.indexOf('*/', i + 2);
    return close < 0 ? css.length : close + 1;
  }
  return i;
}

/** Index just past the block that opens at `open` (the `{`), skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    i = skipQuoted(css, i);
    const ch = css[i];
    if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return css.length;
}

/** Index of the next `{` or `;` at this level, skipping strings and comments; -1 if none. */
function preludeEnd(css: string, from: number): number {
  for (let i = from; i < css.length; i += 1) {
    i = skipQuoted(css, i);
    if (css[i] === '{' || css[i] === ';') return i;
  }
  return -1;
}

/**
 * The rules of `css` the page may need at first paint, without the custom properties nothing in
 * the page reads (decision 083: Mantine's `:root` defines ~580, a page reads about half; the
 * whole stylesheet that follows the markup defines them all again).
 */
export function criticalCss(css: string, page: PageUse): string {
  return withoutUnreadProperties(keptRules(css, page), page);
}

/** The rules of `css` that can match in the page (see the top of this file). */
function keptRules(css: string, page: PageUse): string {
  return rulesKept(css, (prelude, whole) => {
    if (!prelude.startsWith('@')) return mayMatch(prelude.replace(/\/\*[\s\S]*?\*\//g, ''), page);
    return !/^@font-face\b/i.test(prelude) || !embedsFont(whole) || fontFaceUsed(whole, page.text);
  });
}

/**
 * `css` with the rules `keep` refuses left out, at any depth: statement at-rules (@import,
 * @charset, `@layer a, b;`) stay as they are; a grouping at-rule (@media, @layer, @supports,
 * @container) keeps its kept rules, and goes when none is left unless `emptyGroups` is 'keep' (an
 * empty `@layer x {}` still orders the layers of a stylesheet served whole); `keep` decides every
 * other rule and at-rule from its trimmed prelude and its whole text.
 */
function rulesKept(css: string, keep: (prelude: string, whole: string) => boolean, emptyGroups: 'drop' | 'keep' = 'drop'): string {
  let out = '';
  let at = 0;
  while (at < css.length) {
    const end = preludeEnd(css, at);
    if (end < 0) {
      out += css.slice(at);
      break;
    }
    const prelude = css.slice(at, end).trim();
    if (css[end] === ';') {
      out += css.slice(at, end + 1);
      at = end + 1;
      continue;
    }
    const close = blockEnd(css, end);
    if (groupingAtRule.test(prelude)) {
      const inner = rulesKept(css.slice(end + 1, close - 1), keep, emptyGroups);
      if (inner.trim() || emptyGroups === 'keep') out += `${css.slice(at, end)}{${inner}}`;
    } else if (keep(prelude, css.slice(at, close))) out += css.slice(at, close);
    at = close;
  }
  return out;
}

/**
 * `css` without the `@font-face` rules that link their font (decision 087): the entry stylesheet a
 * server-rendered page imports after its markup. The page's inline critical CSS declares each of
 * those faces already (`criticalCss` keeps them all); declared a second time, Chromium takes the
 * face set as changed and lays out every line of text again when the stylesheet arrives.
 */
export function withoutLinkedFontFaces(css: string): string {
  return rulesKept(css, (prelude, whole) => !/^@font-face\b/i.test(prelude) || embedsFont(whole), 'keep');
}

/**
 * The font files (woff2) of the faces in `css` that link their font and cover a character of
 * `text`, the page's visible text (decision 087): preloaded, they arrive before the first layout
 * instead of being found by it, and the text is not laid out again as each face arrives.
 */
export function linkedFontsUsed(css: string, text: string): string[] {
  const found = new Set<string>();
  for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/gi)) {
    if (embedsFont(face) || !fontFaceUsed(face, text)) continue;
    const file = /url\(\s*["']?([^"')\s]+\.woff2)["']?\s*\)/i.exec(face)?.[1];
    if (file) found.add(file);
  }
  return [...found];
}

/** Where the build writes a stylesheet's `withoutLinkedFontFaces` copy (vite.config.ts), next to it. */
export const lateStylesheetPath = (path: string) => path.replace(/\.css$/, '.late.css');
