// SPEC §9: "First-letter helper picks the first Latin letter uppercased, or the
// first Thai consonant" — the letter shown in an avatar without a photo.

// Thai consonants ก (U+0E01) to ฮ (U+0E2E). Leading vowels เ แ โ ใ ไ (U+0E40–U+0E44),
// vowel signs, tone marks and ฯ fall outside, so "เอกชัย" gives อ.
const thaiConsonant = /^[\u0E01-\u0E2E]$/;
// Any Latin-script letter, not only A–Z: Colombian names carry Á, Ñ and the like.
const latinScript = /^\p{Script=Latin}$/u;
const letter = /^\p{L}$/u;

/**
 * The first character, in string order, that is a Latin letter (uppercased) or
 * a Thai consonant; '' when there is none. Digits, spaces, punctuation, emoji and
 * other scripts are skipped: "1a" gives "A", "สมชาย John" gives "ส", "John สมชาย" gives "J".
 */
export function firstLetter(text: string | null | undefined): string {
  if (!text) return '';
  // for…of walks code points, so an emoji's surrogate pair is never split.
  for (const character of text) {
    if (thaiConsonant.test(character)) return character;
    if (latinScript.test(character) && letter.test(character)) {
      const upper = character.toUpperCase();
      // "ß" uppercases to "SS"; an initial must stay one letter.
      return [...upper].length === 1 ? upper : character;
    }
  }
  return '';
}
