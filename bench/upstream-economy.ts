import { startDemoUpstream, type DemoUpstream, upstreamEnv } from '@agency/demo-upstream/launcher';
import { startSiteProcess, waitReady } from './lib/processes.js';

// Views of a realistic visit mix: lists dominate, then profiles, home, favourites, about.
const MIX: [path: string, weight: number][] = [
  ['/en/models/women/fashion', 300],
  ['/en/models/men/fashion', 100],
  ['/modelos/mulheres/comercial', 100],
  ['/en', 150],
  ['/en/favorites', 50],
  ['/en/about', 50],
];

async function totalCalls(demo: DemoUpstream): Promise<number> {
  const [integration, panel] = await Promise.all([demo.calls('integration'), demo.calls('panel')]);
  return integration.total + panel.total;
}

export type EconomyResult = {
  burst200: number;
  profile: number;
  favoritesAfterLists: number;
  per1000Views: number;
  burstMs: number;
};

/**
 * Upstream calls caused by page views through the site server (SSR), counted by the demo upstream.
 * Sign-in calls are excluded by counting only after the site is ready.
 */
export async function benchUpstreamEconomy(): Promise<EconomyResult> {
  const demo = await startDemoUpstream();
  const env = upstreamEnv(demo);
  const site = await startSiteProcess(env);
  try {
    await waitReady(site.url);
    // Site-wide data (texts, contact, social links) warmed by one unrelated page first.
    await fetch(`${site.url}/en/about`).then((r) => r.text());
    await demo.resetCalls();
    const started = performance.now();
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => fetch(`${site.url}/en/models/women/fashion`).then((r) => r.status)),
    );
    const burstMs = performance.now() - started;
    if (burst.some((s) => s !== 200)) throw new Error(`burst statuses: ${[...new Set(burst)].join(',')}`);
    const burst200 = await totalCalls(demo);

    await demo.resetCalls();
    const html = await fetch(`${site.url}/en/models/women/fashion`).then((r) => r.text());
    const profilePath = /href="(\/en\/models\/\d+\/[^"]+)"/.exec(html)![1]!;
    await fetch(site.url + profilePath).then((r) => r.text());
    const profile = await totalCalls(demo);

    await demo.resetCalls();
    await fetch(`${site.url}/en/favorites`).then((r) => r.text());
    const favoritesAfterLists = await totalCalls(demo);

    // 1000 views of the mix, plus 250 profile views over distinct models, from a cold cache.
    const site2 = await startSiteProcess(env);
    try {
      await waitReady(site2.url);
      await demo.resetCalls();
      const profiles = [...html.matchAll(/href="(\/en\/models\/\d+\/[^"]+)"/g)].map((m) => m[1]!);
      const views: string[] = [];
      for (const [path, weight] of MIX) for (let i = 0; i < weight; i++) views.push(path);
      for (let i = 0; i < 250; i++) views.push(profiles[i % profiles.length]!);
      for (let i = 0; i < views.length; i += 20) {
        await Promise.all(
          views.slice(i, i + 20).map((path) => fetch(site2.url + path).then((r) => r.text())),
        );
      }
      const per1000Views = (await totalCalls(demo)) * (1000 / views.length);
      return {
        burst200,
        profile,
        favoritesAfterLists,
        per1000Views: Math.round(per1000Views * 10) / 10,
        burstMs: Math.round(burstMs),
      };
    } finally {
      await site2.stop();
    }
  } finally {
    await site.stop();
    await demo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchUpstreamEconomy(), null, 2));
}
