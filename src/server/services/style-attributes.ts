/**
 * A server-rendered page's repeated `style` attributes written once each, as rules (issue 31,
 * decision 083). Mantine writes its components' CSS variables into `style` attributes; `/th` had
 * 529 of them (77 KB), most the same few strings (a ThemeIcon's, a Badge's, a Text's size). Each
 * value used more than once, where that makes the page smaller, becomes one rule
 * `#root [data-s="k"]{…}` and its elements carry `data-s="k"` instead:
 * - the same declarations reach the same elements before any script runs (a page without
 *   JavaScript included);
 * - the id in the selector outranks every rule of the app's and Mantine's stylesheets (none names
 *   an id; unlayered, it outranks every layer too), so what an inline style won, the rule wins; a
 *   declaration marked `!important` elsewhere beats both the same way;
 * - before React adopts the markup, the loader (public/app-loader.js) writes each `data-s` back
 *   as the `style` attribute the server rendered and removes `data-s`, so the DOM React hydrates,
 *   and updates later, is the one it rendered (React patches no attribute on hydration; a later
 *   update removing a declaration must remove it from the element, not leave a rule holding it).
 */

/** The attribute that stands for a `style` attribute, and the page's rules for them. */
export const styleKeyAttribute = 'data-s';
export const styleRulesMarker = 'data-ssr-styles';

const styleAttribute = / style="([^"]*)"/g;
const entities: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&amp;': '&' };

/**
 * The markup with its repeated style attributes replaced, and the rules that stand for them
 * (empty when nothing is worth it). A value the loader could not read back exactly (braces, a
 * `<`, a backslash, a comment, `!important`) stays an attribute.
 */
export function styleAttributesAsRules(markup: string): { markup: string; css: string } {
  // The markup already uses the attribute (nothing of ours does): left as it is.
  if (markup.includes(` ${styleKeyAttribute}=`)) return { markup, css: '' };
  const counts = new Map<string, number>();
  for (const [, value] of markup.matchAll(styleAttribute)) counts.set(value!, (counts.get(value!) ?? 0) + 1);
  const keys = new Map<string, string>();
  let css = '';
  for (const [raw, count] of counts) {
    if (count < 2 || /[{}<\\]|\/\*|!important|&(?!quot;|#x27;|#39;|amp;)/i.test(raw)) continue;
    const declarations = raw.replace(/&quot;|&#x27;|&#39;|&amp;/g, (entity) => entities[entity]!);
    const key = keys.size.toString(36);
    const rule = `#root [${styleKeyAttribute}="${key}"]{${declarations}}`;
    const attribute = ` ${styleKeyAttribute}="${key}"`;
    // Worth it only when the attributes saved outweigh the rule.
    if (count * (raw.length + 9) <= count * attribute.length + rule.length) continue;
    keys.set(raw, key);
    css += rule;
  }
  if (!keys.size) return { markup, css: '' };
  return { markup: markup.replace(styleAttribute, (whole, value: string) => (keys.has(value) ? ` ${styleKeyAttribute}="${keys.get(value)!}"` : whole)), css };
}
