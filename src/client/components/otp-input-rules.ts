/**
 * Rules of the one-time-code input (SPEC §5): one character per box, digits only by
 * default or letters too in letter-numeric mode; only some control keys; a paste is
 * taken only when it is all digits (number mode) or word characters (letter-numeric).
 */
export type OtpInputMode = 'number' | 'letter-numeric';

/** SPEC §5: backspace, tab, enter, arrow keys, delete, paste. */
const allowedControlKeys = new Set(['Backspace', 'Tab', 'Enter', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Delete']);

export function isAllowedKey(key: string, mode: OtpInputMode, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}): boolean {
  if (allowedControlKeys.has(key)) return true;
  if ((modifiers.ctrlKey || modifiers.metaKey) && key.toLowerCase() === 'v') return true; // paste
  return isAllowedCharacter(key, mode);
}

export function isAllowedCharacter(character: string, mode: OtpInputMode): boolean {
  return mode === 'number' ? /^\d$/.test(character) : /^[A-Za-z0-9]$/.test(character);
}

/** The characters a paste puts in the boxes, or null when it must be ignored ('Invalid pasted data'). */
export function acceptPaste(data: string, mode: OtpInputMode, length: number): string[] | null {
  const trimmed = data.trim();
  const valid = mode === 'number' ? /^\d+$/.test(trimmed) : /^\w+$/.test(trimmed);
  if (!valid) return null;
  return [...trimmed.slice(0, length)];
}
