import { storageKey as countryStorageKey } from '#common/countries';
import { useEffect, useLayoutEffect } from 'react';

/**
 * The blog state's scroll position (SPEC §3): leaving a list for a detail remembers how far
 * the visitor had scrolled; coming back restores it once the list has rendered.
 */
const positions = new Map<string, number>();
const scrollKey = (key: string) => countryStorageKey(`scroll:${key}`);

export function rememberScroll(key: string): void {
  positions.set(key, window.scrollY);
  try {
    sessionStorage.setItem(scrollKey(key), String(window.scrollY));
  } catch {
    // Private mode: the in-memory copy is enough.
  }
}

function savedScroll(key: string): number | null {
  if (positions.has(key)) return positions.get(key)!;
  try {
    const stored = sessionStorage.getItem(scrollKey(key));
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

export function useKeptScroll(key: string, ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready) return;
    const y = savedScroll(key);
    if (y !== null && y > 0) {
      window.scrollTo({ top: y, behavior: 'instant' as ScrollBehavior });
      // The router may scroll to the top after render; restore once more on the next frame.
      requestAnimationFrame(() => window.scrollTo({ top: y, behavior: 'instant' as ScrollBehavior }));
    }
  }, [key, ready]);
  useEffect(() => () => rememberScroll(key), [key]);
}
