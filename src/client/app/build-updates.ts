import { storageKey } from '#common/countries';
/**
 * Keeping a long-lived tab on the current build (SPEC §4, §8):
 * - builds/latest.json is polled; when its buildId differs from this bundle's, the next
 *   router navigation becomes a full page load;
 * - a failed dynamic import of a stale chunk reloads the page once, guarded by a
 *   10-second timestamp in sessionStorage so a broken deploy cannot loop.
 */

export const reloadGuardMs = 10_000;
// Issue 30: storage keys carry the country, like the cookie names.
const reloadGuardKey = () => storageKey('chunk-reload-at');

export function isNewBuild(latest: unknown, currentBuildId: string): boolean {
  const buildId = (latest as { buildId?: unknown } | null)?.buildId;
  return typeof buildId === 'string' && buildId !== '' && buildId !== currentBuildId;
}

/** True when no reload happened within the guard window (or the stamp is unreadable). */
export function mayReloadForStaleChunk(lastReloadAt: string | null, now: number): boolean {
  const last = Number(lastReloadAt);
  return !lastReloadAt || !Number.isFinite(last) || now - last > reloadGuardMs || now < last;
}

export interface BuildWatchOptions {
  currentBuildId: string;
  intervalMs: number;
  fetchLatest: () => Promise<unknown>;
  /** Called once, when a different build is first seen. */
  onNewBuild: () => void;
}

/** Polls for a new build; returns a stop function. */
export function watchForNewBuild({ currentBuildId, intervalMs, fetchLatest, onNewBuild }: BuildWatchOptions): () => void {
  let stopped = false;
  const check = async () => {
    try {
      if (!stopped && isNewBuild(await fetchLatest(), currentBuildId)) {
        stopped = true;
        clearInterval(timer);
        onNewBuild();
      }
    } catch {
      // Offline or mid-deploy: try again at the next tick.
    }
  };
  const timer = setInterval(check, Math.max(intervalMs, 5_000));
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

export async function fetchLatestBuild(): Promise<unknown> {
  const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`builds/latest.json answered ${response.status}`);
  return response.json();
}

export function installStaleChunkReload(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    let last: string | null = null;
    try {
      last = target.sessionStorage.getItem(reloadGuardKey());
    } catch {
      // Storage may be disabled; then the guard cannot hold, so do not reload.
      return;
    }
    const now = Date.now();
    if (!mayReloadForStaleChunk(last, now)) return; // let the error surface: the error screen shows
    target.sessionStorage.setItem(reloadGuardKey(), String(now));
    event.preventDefault();
    target.location.reload();
  });
}
