/**
 * Debian's Chromium, never a downloaded browser, with the flags that keep it off the (closed)
 * network: the launch options every Playwright configuration of the project uses.
 */
export const debianChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
