import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Screenshots for review are opt-in: SCREENS=1 npx playwright test --grep @screens
  grepInvert: process.env.SCREENS ? undefined : /@screens/,
  timeout: 30_000,
  // Sign-in hashes the password (scrypt), slow on a busy 2-core machine.
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // The axe reporter prints the accessibility totals by impact at the end (issue 16, suite 3).
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }], ['./tests/e2e/axe-reporter.ts']] : [['list'], ['./tests/e2e/axe-reporter.ts']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  },
  projects: [
    // Tests tagged @mobile-only / @desktop-only run in that project alone.
    { name: 'desktop', grepInvert: process.env.SCREENS ? /@mobile-only/ : /@screens|@mobile-only/, use: { viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', grepInvert: process.env.SCREENS ? /@desktop-only/ : /@screens|@desktop-only/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
  webServer: {
    // dist/ is built by `npm run test:e2e` first; the server serves it and the API on one port.
    command: 'npx tsx src/server/main.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), PGLITE_DIR: 'memory://', NODE_ENV: 'test', PASSWORD_HASH_COST: '12', PUBLIC_URL: baseURL, TRUST_PROXY: 'true' },
  },
});
