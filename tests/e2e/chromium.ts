import { existsSync } from 'node:fs';

const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Debian's Chromium (NOTES.md): Playwright downloads no browser here. The image renderer uses it. */
export const chromiumLaunchOptions = { executablePath: '/usr/bin/chromium', args };

/**
 * The e2e suite's browser (issue 31, decision 085): Debian's `chromium-headless-shell`, the same
 * Chromium build (same version, Blink and V8) without the browser's UI layer: what Playwright itself
 * runs for headless tests. The same two specs (34 tests, 2 workers) took 46 s of CPU and 86 s instead
 * of 69 s and 119 s with the full browser. `.ci/run` installs it; without it, the full browser runs
 * the suite. E2E_CHROMIUM picks another binary.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const e2eLaunchOptions = {
  executablePath: process.env.E2E_CHROMIUM ?? (existsSync(headlessShell) ? headlessShell : chromiumLaunchOptions.executablePath),
  args,
};
