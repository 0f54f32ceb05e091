import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '@agency/test-kit/chromium-args';
import { toolPath } from '@agency/test-kit/test-tools';

// The throttled phone of bench/RESULTS.md section 13, throttled by Chromium itself (DevTools protocol), not by a proxy.
export const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
} as const;

// Hosts other than the site's (map tiles, video players) cannot be reached here: they fail at once,
// by name resolution. Not by request interception, which would turn the browser's HTTP cache off
// (Playwright does so for a routed context) and make every visit a phone without a cache.
const ARGS = [
  ...CHROMIUM_ARGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

const require = createRequire(import.meta.url);
// The IIFE build (a `webVitals` global) beside the attribution entry, which the package exports.
const WEB_VITALS = readFileSync(
  join(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
);
const PROBE = readFileSync(new URL('./soft-navigation-probe.js', import.meta.url), 'utf8');

export function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: toolPath('Chromium'), args: ARGS });
}

/** Counts a page's requests in flight, to wait for a quiet network as a visitor's pause would. */
export type NetworkWatch = { idle(quietMs: number, capMs: number): Promise<boolean> };

function watchNetwork(page: Page): NetworkWatch {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight = Math.max(0, inFlight + by);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    /** True once nothing was in flight for `quietMs`; false when `capMs` passed first. */
    async idle(quietMs, capMs) {
      const deadline = Date.now() + capMs;
      for (;;) {
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) return true;
        if (Date.now() >= deadline) return false;
        await delay(50);
      }
    },
  };
}

/**
 * A new visitor: a fresh context (no cache, no storage) on a throttled phone, with web-vitals'
 * attribution build and the in-page probe added before any of the site's scripts.
 */
export async function openPhone(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; network: NetworkWatch }> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  // Playwright runs an init script inside a function: the global is set by hand.
  await context.addInitScript({ content: `${WEB_VITALS}\n;window.webVitals = webVitals;` });
  await context.addInitScript({ content: PROBE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return { context, page, network: watchNetwork(page) };
}
