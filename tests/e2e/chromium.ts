/** Debian's Chromium (NOTES.md): Playwright downloads no browser here. Shared by the e2e config and the image renderer. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};
