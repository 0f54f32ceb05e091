/**
 * How tests and benches start Debian's Chromium here: headless as root, and with none of its own
 * background traffic (this machine's closed network refuses it, many connections at a time).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
