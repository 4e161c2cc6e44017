/**
 * The first screen's share of a stylesheet (issue 31, decision 067): the rules whose class
 * selectors can match the page's markup. A server-rendered page inlined the entry's whole
 * stylesheet (~165 KB of Mantine and the app), of which its markup uses a fraction; the rest
 * travelled with every answer. Rules are kept, never rewritten:
 * - a style rule stays when one of its selectors names only classes present in the page
 *   (a selector without a class — elements, :root, attributes — always stays);
 * - every at-rule without rules inside (@font-face, @keyframes, @property, @import…) stays;
 * - @media, @layer, @supports and @container keep their kept rules and go when none is left.
 * Whatever is dropped still reaches the browser: the full stylesheet is linked after the markup
 * (forFirstPaint), and the page's scripts wait for it.
 */

/** The class names a page's HTML uses (`class="a b"`). */
export function classesIn(html: string): Set<string> {
  const found = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of list!.split(/\s+/)) if (name) found.add(name);
  return found;
}

const groupingAtRule = /^@(?:media|layer|supports|container)\b/i;
const classSelector = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Whether any of a rule's comma-separated selectors can match with these classes. */
function mayMatch(prelude: string, used: Set<string>): boolean {
  return splitTopLevel(prelude).some((selector) => {
    // Classes inside :not(), :is(), :where(), :has() are not all required for a match: ignored,
    // which can only keep a rule that is not needed, never drop one that is.
    // Attribute selectors and their quoted values name no class.
    const positive = selector
      .replace(/\[[^\]]*\]/g, '')
      .replace(/:[\w-]+\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, '');
    for (const [, name] of positive.matchAll(classSelector)) if (!used.has(name!)) return false;
    return true;
  });
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

/** The rules of `css` the page whose classes are `used` may need at first paint. */
export function criticalCss(css: string, used: Set<string>): string {
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
      // A statement at-rule (@import, @charset, @layer a, b;): kept as it is.
      out += css.slice(at, end + 1);
      at = end + 1;
      continue;
    }
    const close = blockEnd(css, end);
    const whole = css.slice(at, close);
    if (prelude.startsWith('@')) {
      if (groupingAtRule.test(prelude)) {
        const inner = criticalCss(css.slice(end + 1, close - 1), used);
        if (inner.trim()) out += `${css.slice(at, end)}{${inner}}`;
      } else out += whole;
    } else if (mayMatch(prelude.replace(/\/\*[\s\S]*?\*\//g, ''), used)) out += whole;
    at = close;
  }
  return out;
}
