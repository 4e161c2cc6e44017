import sanitize from 'sanitize-html';

/**
 * PRODUCT.md "Content": article and case-study HTML is sanitised on save and on render.
 * One allow-list for both, so a row written before a rule changed is still cleaned on the way out.
 */
const options: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height', 'loading'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.href && /^https?:/i.test(attribs.href) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}) },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // Relative image paths (our own uploads) are allowed; sanitize-html treats them as scheme-less.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, options).trim();
}

// A list of posts derives each card's excerpt and reading time from its body on every (uncached)
// read: parsing the HTML was most of a public list's cost (issue 31), so the text of recent bodies
// is kept. The body itself is the key; a changed body is another key.
const plainTexts = new Map<string, string>();
const maxPlainTexts = 500;

export function plainText(html: string): string {
  const known = plainTexts.get(html);
  if (known !== undefined) return known;
  const text = sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  if (plainTexts.size >= maxPlainTexts) plainTexts.delete(plainTexts.keys().next().value!);
  plainTexts.set(html, text);
  return text;
}

/** A plain-text field (a title, a description): tags dropped, text kept as typed (React escapes it on render). */
export function plainTextField(value: string): string {
  return sanitize(value, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * Reading time: Latin words at 220 a minute. Thai is written without spaces between words, so it
 * is counted by characters (vowel and tone marks included): the demo posts, written in both
 * languages, take 4 to 5 Thai characters for each English word, so 1,000 Thai characters a minute
 * reads as long as the same text in English (800 made every Thai post about a quarter longer).
 * At least one minute.
 */
const latinWordsPerMinute = 220;
const thaiCharactersPerMinute = 1_000;

export function readingMinutes(html: string): number {
  const text = plainText(html);
  const thaiChars = (text.match(/[\u0E00-\u0E7F]/g) ?? []).length;
  const latinWords = text.replace(/[\u0E00-\u0E7F]/g, ' ').split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.round(latinWords / latinWordsPerMinute + thaiChars / thaiCharactersPerMinute));
}

export function excerptOf(html: string, max = 180): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  return `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
}
