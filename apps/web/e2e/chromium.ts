/**
 * The browser the browser suite (playwright.config.ts) and the Lighthouse bench (bench/lighthouse.ts)
 * drive: Debian's Chromium and the flags known to work on these machines (docs/decisions.md, "Stack
 * pitfalls").
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
