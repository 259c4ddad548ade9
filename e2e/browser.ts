import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, never a downloaded browser. The flags keep it off the network this machine does not
 * have (background services would otherwise hammer refused connections).
 */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
