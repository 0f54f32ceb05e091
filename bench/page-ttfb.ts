import { request } from 'node:http';
import { startSiteProcess } from './lib/processes.js';
import { median, percentile, round } from './lib/stats.js';

/** Time to the first byte of one GET, as a browser asks for a page (compressed). */
function ttfb(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } }, (res) => {
      res.once('data', () => resolve(performance.now() - started));
      res.once('error', reject);
      res.resume();
    });
    req.once('error', reject);
    req.end();
  });
}

export type TtfbResult = { page: string; medianMs: number; p95Ms: number; maxMs: number };

/**
 * A cached page's time to first byte at the site server: each page is rendered once, then asked
 * for `count` times one after the other (no concurrent load: the figure is the server's own delay).
 */
export async function benchPageTtfb(count = 50): Promise<TtfbResult[]> {
  const site = await startSiteProcess({});
  try {
    const list = await fetch(`${site.url}/en/models/women/fashion`).then((r) => r.text());
    const profile = /href="(\/en\/models\/\d+\/[^"]+)"/.exec(list)![1]!;
    const pages = { home: '/en', models: '/en/models/women/fashion', profile };
    const results: TtfbResult[] = [];
    for (const [page, path] of Object.entries(pages)) {
      await ttfb(site.url + path); // the render that fills the page cache
      const times: number[] = [];
      for (let i = 0; i < count; i++) times.push(await ttfb(site.url + path));
      times.sort((a, b) => a - b);
      results.push({
        page,
        medianMs: round(median(times)),
        p95Ms: round(percentile(times, 0.95)),
        maxMs: round(times.at(-1)!),
      });
    }
    return results;
  } finally {
    await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.table(await benchPageTtfb(Number(process.env.TTFB_COUNT ?? 50)));
