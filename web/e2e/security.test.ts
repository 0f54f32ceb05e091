import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoIdle, openPage } from './fixtures';
import { useSite } from './site-fixture';

const { site, browser } = useSite();

const PAGES = [
  '/',
  '/en/models/women/fashion',
  '/en/models/48213/ana-clara-souza',
  '/en/contact',
  '/en/about',
  '/en/be-a-model',
  '/en/selective',
  '/en/favorites',
  '/en/no-such-page',
];

/** Records CSP violations as the browser reports them (the init script itself is not subject to CSP). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

function cspOf(headers: Record<string, string>): Map<string, string> {
  return new Map(
    headers['content-security-policy']!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );
}

describe('security headers and Content-Security-Policy', () => {
  it('sends the headers on pages, files and API answers, HSTS only over TLS', async () => {
    const paths = [
      '/',
      '/en/models',
      '/favicon.svg',
      '/robots.txt',
      '/graphql?query=%7B__typename%7D',
      '/healthz',
      '/downloads/gallery/1/book',
      '/en/x/y/z/w',
    ];
    for (const path of paths) {
      const response = await fetch(`${site().url}${path}`, {
        headers: { 'apollo-require-preflight': '1' },
        redirect: 'manual',
      });
      const headers = Object.fromEntries(response.headers);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(cspOf(headers).get('frame-ancestors'), path).toBe("'none'");
      expect(cspOf(headers).get('script-src') ?? cspOf(headers).get('default-src'), path).not.toContain(
        'unsafe',
      );
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
    const page = Object.fromEntries((await fetch(`${site().url}/en/about`)).headers);
    const csp = cspOf(page);
    const storage = new URL(site().demo!.storageUrl).origin;
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('img-src')).toContain(storage);
    expect(csp.get('img-src')).toContain('blob:');
    expect(csp.get('img-src')).toContain('https://*.tile.openstreetmap.org');
    expect(csp.get('media-src')).toContain(storage);
    expect(csp.get('frame-src')).toBe('https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(csp.get('connect-src')).toBe("'self'");
    const api = Object.fromEntries((await fetch(`${site().url}/healthz`)).headers);
    expect(api['content-security-policy']).toContain("default-src 'none'");
    const tls = await fetch(`${site().url}/en/about`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    const tlsApi = await fetch(`${site().url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tlsApi.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });

  it('loads every page with no CSP violation and no console error', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'desktop');
    try {
      const violations = await recordViolations(page);
      for (const path of PAGES) {
        await page.goto(`${site().url}${path}`, { waitUntil: 'networkidle' });
        expect(await violations(), path).toEqual([]);
      }
      expect(
        consoleErrors.filter((text) => /Content.Security.Policy|Permissions.Policy|Refused/i.test(text)),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows photo previews (blob: URLs) on the application form under the CSP', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      const violations = await recordViolations(page);
      await gotoIdle(page, `${site().url}/en/be-a-model`);
      const photo = await sharp({
        create: { width: 300, height: 400, channels: 3, background: { r: 90, g: 110, b: 140 } },
      })
        .jpeg()
        .toBuffer();
      await page
        .locator('main input[type="file"]')
        .first()
        .setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect.poll(() => page.locator('main img[src^="blob:"]').count()).toBeGreaterThan(0);
      await expect
        .poll(() =>
          page
            .locator('main img[src^="blob:"]')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBe(300);
      expect(await violations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('runs the GraphiQL sandbox (introspection passes the limits) under its own CSP', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'desktop');
    try {
      const violations = await recordViolations(page);
      const introspection = page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && r.request().method() === 'POST',
      );
      const response = await page.goto(`${site().url}/graphql`, { waitUntil: 'networkidle' });
      expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(response!.headers()['content-security-policy']).not.toContain('unsafe-eval');
      const answer = await introspection;
      expect(answer.status()).toBe(200);
      expect(((await answer.json()) as { data?: { __schema?: unknown } }).data?.__schema).toBeTruthy();
      await expect.poll(() => page.locator('.graphiql-container').count()).toBe(1);
      expect(await violations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
