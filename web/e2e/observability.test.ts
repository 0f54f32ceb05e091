import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../server/main';
import { parsePrometheusText, total } from '../../api/test/prometheus-text';
import { startTestSite } from './fixtures';

// The site server mounts the API in process: pages, files and the API share request ids and metrics.
const METRICS_TOKEN = 'site-scrape-token-0123456789';
let site: Site;
beforeAll(async () => {
  site = await startTestSite({ METRICS_TOKEN });
});
afterAll(() => site?.stop());

const scrape = async () => {
  const response = await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return parsePrometheusText(await response.text());
};

describe('site server observability', () => {
  it('echoes request ids on pages, files and the API, and carries a page’s id to the upstream calls its rendering makes', async () => {
    const requestId = 'site-page-req-0001';
    const page = await fetch(`${site.url}/en/models/women/fashion`, { headers: { 'x-request-id': requestId } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe(requestId);
    const html = await page.text();
    expect((await site.demo!.calls('integration')).recent.some((call) => call.path === '/api/talents' && call.requestId === requestId)).toBe(true);

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
    expect((await fetch(`${site.url}/metrics`)).status).toBe(401);
    const samples = await scrape();
    expect(total(samples, 'http_requests_total', { route: 'page', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(total(samples, 'http_requests_total', { route: 'static', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(total(samples, 'http_requests_total', { route: '/graphql', operation: 'HomeScreen' })).toBeGreaterThanOrEqual(1);
    expect(total(samples, 'upstream_requests_total', { service: 'integration', endpoint: 'api/talents', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(await (await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()).not.toContain(METRICS_TOKEN);
  });
});
