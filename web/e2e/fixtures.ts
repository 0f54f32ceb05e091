import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Response,
} from 'playwright-core';
import { CHROMIUM_ARGS } from '@agency/test-kit/chromium-args';
import { toolPath } from '@agency/test-kit/test-tools';
import { startSite, type Site } from '../server/main';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

/** A large desktop screen, for checks of image sharpness and for screenshots (not every suite). */
export const WIDE_VIEWPORT = { width: 1920, height: 1080 } as const;

type Viewport = keyof typeof VIEWPORTS | { width: number; height: number };

/** CHROMIUM_PATH or Debian's, as scripts/ensure-test-tools.mjs made sure of before any suite ran. */
export function chromiumPath(): string {
  return toolPath('Chromium');
}

/**
 * The site as the README starts it (built web, embedded demo upstream), on a port chosen at run
 * time, with an outbox of its own: sites sharing one would deliver each other's submissions to
 * their own demo upstreams. The outbox goes with the site when it stops.
 */
export async function startTestSite(env: Record<string, string> = {}): Promise<Site> {
  const outbox = mkdtempSync(join(tmpdir(), 'site-outbox-'));
  const site = await startSite({ PORT: '0', LOG_LEVEL: 'warn', OUTBOX_DIR: outbox, ...env });
  return {
    ...site,
    async stop() {
      await site.stop();
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/**
 * A page that records console errors and failed first-party requests. Map tiles and other
 * third-party hosts cannot load here (no internet) and are blocked up front so they fail fast.
 */
export async function openPage(
  browser: Browser,
  viewport: Viewport,
  options: { deviceScaleFactor?: number; bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const size = typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;
  const context = await browser.newContext({
    viewport: size,
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    bypassCSP: options.bypassCSP ?? false,
  });
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.abort('internetdisconnected'),
  );
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const location = message.location().url;
    // Blocked third-party resources (tiles, video players) are expected offline.
    if (location && !/localhost|127\.0\.0\.1/.test(location)) return;
    if (/net::ERR_INTERNET_DISCONNECTED|Failed to load resource: net::ERR_FAILED/.test(message.text()))
      return;
    consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/**
 * What a phone with the browser's data saver on tells the page (navigator.connection.saveData):
 * the site then fetches nothing ahead of the visitor's taps (web/src/shell/link-prefetch.ts).
 */
export async function emulateSaveData(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g' },
    });
  });
}

/**
 * Opens a page and waits until the app runs it: React has adopted the page and every form control
 * in it (a long form hydrates in a pass of its own, components/form/hydrate-apart.tsx), nothing is
 * marked busy, and the fonts are in. Not 'networkidle': the site fetches other screens ahead once
 * the page is idle (shell/link-prefetch.ts), and waiting for that to end cost 1-4 s a page.
 */
export async function gotoReady(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await appReady(page);
  return response;
}

/** Waits, on a loaded page, until the app runs it (see gotoReady). */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const adopted = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    const main = document.querySelector('main#content');
    if (!main || !adopted(main) || document.querySelector('#content [aria-busy="true"]')) return false;
    // The header's links too: one tapped before React has adopted it is a plain link's full load.
    const header = [...document.querySelectorAll('header a, header button')];
    return [...main.querySelectorAll('input, select, textarea, button'), ...header].every(adopted);
  });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Opens a page, waits until nothing has been on the network for half a second (for a test that
 * needs a quiet page before it throttles or records), then until the app runs it (see appReady):
 * on a busy machine the network can go quiet before React has adopted the page.
 */
export async function gotoIdle(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await appReady(page);
}

/**
 * Slows the page's network as Chromium's DevTools do (no proxy, the HTTP cache kept): `latencyMs`
 * added to each request, throughputs in bytes per second.
 */
export async function emulateNetwork(
  page: Page,
  conditions: { latencyMs: number; downloadBytesPerSecond: number; uploadBytesPerSecond: number },
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: conditions.latencyMs,
    downloadThroughput: conditions.downloadBytesPerSecond,
    uploadThroughput: conditions.uploadBytesPerSecond,
  });
}
