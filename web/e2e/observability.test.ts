import { describe, expect, it } from 'vitest';
import { parsePrometheusText, total } from '@agency/test-kit/prometheus-text';
import { emulateSaveData, gotoReady, openPage } from './fixtures';
import { useSite } from './site-fixture';

// The site server mounts the API in process: pages, files and the API share request ids and metrics.
const METRICS_TOKEN = 'site-scrape-token-0123456789';
const { site: currentSite, browser } = useSite({ METRICS_TOKEN });

const scrape = async () => {
  const site = currentSite();
  const response = await fetch(`${site.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return parsePrometheusText(await response.text());
};

describe('site server observability', () => {
  it('echoes request ids on pages, files and the API, and carries a page’s id to the upstream calls its rendering makes', async () => {
    const site = currentSite();
    const requestId = 'site-page-req-0001';
    // A profile: not part of the warm start (the boards are), so rendering it calls the upstream.
    const page = await fetch(`${site.url}/en/models/48213/ana-clara-souza`, {
      headers: { 'x-request-id': requestId },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe(requestId);
    const html = await page.text();
    expect(
      (await site.demo!.calls('integration')).recent.some(
        (call) => call.path === '/api/talent/profile' && call.requestId === requestId,
      ),
    ).toBe(true);

    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const file = await fetch(site.url + script);
    expect(file.status).toBe(200);
    expect(file.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const api = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'site-api-req-0002' },
      body: JSON.stringify({ query: 'query HomeScreen { __typename }' }),
    });
    expect(api.headers.get('x-request-id')).toBe('site-api-req-0002');
  });

  it('serves /metrics with pages, files and operations counted, only with the token', async () => {
    const site = currentSite();
    expect((await fetch(`${site.url}/metrics`)).status).toBe(401);
    const samples = await scrape();
    expect(total(samples, 'http_requests_total', { route: 'page', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(total(samples, 'http_requests_total', { route: 'static', status: '200' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      total(samples, 'http_requests_total', { route: '/graphql', operation: 'HomeScreen' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      total(samples, 'upstream_requests_total', {
        service: 'integration',
        endpoint: 'api/talents',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await (
        await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text(),
    ).not.toContain(METRICS_TOKEN);
  });
});

describe('observability of the site in a browser', () => {
  it('gives the client’s GraphQL requests ids and counts them under the site’s operation names', async () => {
    const site = currentSite();
    const before = total(await scrape(), 'http_requests_total', {
      route: '/graphql',
      operation: 'ModelProfile',
    });
    const { context, page } = await openPage(browser(), 'desktop');
    try {
      // Nothing fetched ahead (Save-Data), so the profile's request is the click's.
      await emulateSaveData(context);
      // Once the app runs the page: a click before it is a full page load, served without /graphql
      // (a clean-clone CI run on a busy machine clicked before hydration and waited in vain).
      await gotoReady(page, `${site.url}/en/models/women/comercial`);
      // A client-side navigation: the profile's data comes from /graphql, not the server render.
      const answer = page.waitForResponse(
        (response) => response.url().includes('/graphql') && response.url().includes('ModelProfile'),
      );
      await page.locator('main .model-card a').first().click();
      const response = await answer;
      expect(response.status()).toBe(200);
      expect(await response.headerValue('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await context.close();
    }
    // Counted when the answer is done, which may be a moment after the browser has it.
    await expect
      .poll(async () =>
        total(await scrape(), 'http_requests_total', { route: '/graphql', operation: 'ModelProfile' }),
      )
      .toBeGreaterThan(before);
  });
});
