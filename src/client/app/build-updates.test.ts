import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNewBuild, mayReloadForStaleChunk, reloadGuardMs, watchForNewBuild } from './build-updates';

afterEach(() => vi.useRealTimers());

describe('build updates', () => {
  it('recognises a different build id only', () => {
    expect(isNewBuild({ buildId: 'b2' }, 'b1')).toBe(true);
    expect(isNewBuild({ buildId: 'b1' }, 'b1')).toBe(false);
    expect(isNewBuild({}, 'b1')).toBe(false);
    expect(isNewBuild(null, 'b1')).toBe(false);
    expect(isNewBuild({ buildId: '' }, 'b1')).toBe(false);
  });

  it('reloads for a stale chunk at most once in 10 seconds', () => {
    const now = 1_000_000;
    expect(mayReloadForStaleChunk(null, now)).toBe(true);
    expect(mayReloadForStaleChunk(String(now - 2_000), now)).toBe(false);
    expect(mayReloadForStaleChunk(String(now - reloadGuardMs - 1), now)).toBe(true);
    expect(mayReloadForStaleChunk('garbage', now)).toBe(true);
  });

  it('polls at the configured interval and reports a new build once', async () => {
    vi.useFakeTimers();
    const answers = [{ buildId: 'b1' }, { buildId: 'b2' }, { buildId: 'b3' }];
    const fetchLatest = vi.fn(async () => answers.shift());
    const onNewBuild = vi.fn();
    const stop = watchForNewBuild({ currentBuildId: 'b1', intervalMs: 60_000, fetchLatest, onNewBuild });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps polling after a failed fetch', async () => {
    vi.useFakeTimers();
    const fetchLatest = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ buildId: 'b2' });
    const onNewBuild = vi.fn();
    watchForNewBuild({ currentBuildId: 'b1', intervalMs: 10_000, fetchLatest, onNewBuild });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(onNewBuild).toHaveBeenCalledOnce();
  });
});
