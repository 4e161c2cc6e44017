// SPEC §9: "Bubble font size is smaller when text is longer than 4 or 6 characters."

export type BubbleFontSize = 'md' | 'sm' | 'xs';

// Combining marks (Thai vowels above and below, tone marks, accents, variation
// selectors) and format characters (zero-width joiner) take no width of their own.
const zeroWidth = /[\p{M}\p{Cf}]/u;

/**
 * Characters that take horizontal space, after trimming: "ที่" counts 1, "สมชาย" 5,
 * "é" written as e + U+0301 counts 1. Counted by code point, so each part of a
 * joined emoji sequence counts.
 */
export function visibleLength(text: string | null | undefined): number {
  if (!text) return 0;
  let length = 0;
  for (const character of text.trim()) {
    if (!zeroWidth.test(character)) length += 1;
  }
  return length;
}

/** Up to 4 visible characters → 'md', 5–6 → 'sm', more than 6 → 'xs'. */
export function bubbleFontSize(text: string | null | undefined): BubbleFontSize {
  const length = visibleLength(text);
  if (length <= 4) return 'md';
  if (length <= 6) return 'sm';
  return 'xs';
}
