import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoUpstream, type DemoUpstream, upstreamEnv } from '@agency/demo-upstream/launcher';
import { postMultipart, SELECTIVE, validSelective } from '@agency/test-kit/uploads';
import { MODEL_LIST_PATH as GRAPHQL_PATH, PREFLIGHT } from './api-hot-path.js';
import { loadTest, type LoadResult } from './lib/load.js';
import { bigJpeg, drain, galleryZipUrl, MB, rssGrowths } from './lib/memory.js';
import { startApi, startSiteProcess, waitReady, type Child } from './lib/processes.js';
import { median, round } from './lib/stats.js';

// Forwarding mode (ADR 12): the site server in front of a standalone API, measured side by side
// with the same API answering directly and with a site that mounts the API in process.

const LIST_PAGE = '/en/models/women/fashion';
const MODEL_ID = '48213';

type Side = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

export type ForwardingResult = {
  loadAverage: { start: number[]; end: number[] };
  seconds: number;
  graphql: {
    bytes: number;
    forwarding: Side;
    direct: Side;
    mounted: Side;
    forwardingToDirect: number;
    forwardingToMounted: number;
  };
  ssr: Record<'models' | 'profile', { path: string; forwarding: Side; mounted: Side; ratio: number }>;
  upload: { requestMb: number; answer: string; siteRssGrowthMb: number[]; apiRssGrowthMb: number[] };
  zip: {
    sizeMb: number;
    forwardingMbps: number;
    directMbps: number;
    ratio: number;
    siteRssGrowthMb: number[];
    apiRssGrowthMb: number[];
  };
};

const pick = (runs: LoadResult[]): Side => ({
  rps: Math.round(median(runs.map((r) => r.rps))),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  errors: runs.reduce((n, r) => n + r.errors, 0),
});
const ratioOf = (a: LoadResult[], b: LoadResult[]) => round(median(a.map((r, i) => r.rps / b[i]!.rps)));

export async function benchForwarding(
  repeats = 3,
  seconds = 5,
  zipBytes = 500 * MB,
): Promise<ForwardingResult> {
  const start = loadavg().map((l) => round(l));
  const scratch = mkdtempSync(join(tmpdir(), 'bench-forwarding-'));
  const children: Child[] = [];
  let demo: DemoUpstream | undefined;
  try {
    demo = await startDemoUpstream();
    // The same upstream variables for the API and the mounted site; outbox and image cache in a
    // scratch directory rather than the checkout's .data.
    // One load generator's address sends every query; the cost budget is not what this measures.
    const env = (name: string) => ({
      ...upstreamEnv(demo!),
      RATE_LIMIT_QUERY_COST: '1000000000000',
      OUTBOX_DIR: join(scratch, `${name}-outbox`),
      IMAGE_CACHE_DIR: join(scratch, `${name}-images`),
    });
    const [api, mounted] = await Promise.all([startApi(env('api')), startSiteProcess(env('mounted'))]);
    children.push(api, mounted);
    // No upstream variable or secret: only where the API is and where the pages' media come from.
    const site = await startSiteProcess({ API_URL: api.url, MEDIA_ORIGIN: demo.storageUrl });
    children.push(site);
    await Promise.all([api, mounted, site].map((c) => waitReady(c.url)));

    // 3. Memory first, on fresh processes (as bench/streaming.ts does for the API).
    // Six photos just under the API's 15 MB per-photo limit: about 90 MB in one multipart request
    // (submitSelective: the only form taking six photos; submitGetScouted takes three). The API
    // stores all six and sends them on to the demo panel, whose 10 MB per-file limit refuses them:
    // the answer is then the panel's refusal of every photo, which proves the whole body went through.
    const photoBytes = 15 * MB - 4096;
    const files = Array.from({ length: 6 }, (_, i) => ({
      name: `p${i}.jpg`,
      type: 'image/jpeg',
      bytes: bigJpeg(photoBytes),
    }));
    await postMultipart(site.url, SELECTIVE, { input: validSelective }, files.slice(0, 1)); // allocator warm-up (refused: one photo)
    const uploads: { answer: string; growthMb: number[] }[] = [];
    for (let i = 0; i < repeats; i++) {
      const run = await rssGrowths([site, api], () =>
        postMultipart(site.url, SELECTIVE, { input: validSelective }, files),
      );
      const codes = run.value.body.errors?.[0]?.extensions?.codes as Record<string, string> | undefined;
      const refusedByPanel =
        codes !== undefined &&
        Object.keys(codes).length === 6 &&
        Object.values(codes).every((c) => c === 'rejected');
      if (run.value.status !== 200 || !(run.value.body.data?.submitSelective || refusedByPanel)) {
        throw new Error(
          `upload through the site failed: ${run.value.status} ${JSON.stringify(run.value.body)}`,
        );
      }
      uploads.push({
        answer: refusedByPanel ? 'refused by the panel (10 MB per file)' : 'accepted',
        growthMb: run.growthMb,
      });
    }

    await demo.setZipPadding(zipBytes);
    const siteRates: number[] = [];
    const directRates: number[] = [];
    const zipGrowths: number[][] = [];
    let size = 0;
    for (let i = 0; i < repeats; i++) {
      const direct = await drain(await fetch(await galleryZipUrl(api.url, MODEL_ID)));
      directRates.push(direct.mbPerSecond);
      const through = await rssGrowths([site, api], async () =>
        drain(await fetch(await galleryZipUrl(site.url, MODEL_ID))),
      );
      siteRates.push(through.value.mbPerSecond);
      zipGrowths.push(through.growthMb);
      size = through.value.bytes;
      if (direct.status !== 200 || through.value.status !== 200 || through.value.bytes !== direct.bytes) {
        throw new Error(
          `zips differ: ${through.value.status} ${through.value.bytes} B through the site, ${direct.status} ${direct.bytes} B direct`,
        );
      }
    }
    await demo.setZipPadding(0);

    // 1. Cached GraphQL GET: the same bytes from all three (checked), then interleaved load.
    const targets = {
      forwarding: site.url + GRAPHQL_PATH,
      direct: api.url + GRAPHQL_PATH,
      mounted: mounted.url + GRAPHQL_PATH,
    };
    const bodies = await Promise.all(
      Object.values(targets).map(async (url) => {
        const answer = await fetch(url, { headers: PREFLIGHT });
        const text = await answer.text();
        if (answer.status !== 200 || text.includes('"errors"'))
          throw new Error(`warm-up of ${url} failed: ${answer.status} ${text}`);
        return text;
      }),
    );
    if (new Set(bodies).size !== 1) throw new Error('the three GraphQL answers differ');
    for (const url of Object.values(targets)) await loadTest(url, { seconds: 2, headers: PREFLIGHT }); // warm caches and JIT
    const gql: Record<keyof typeof targets, LoadResult[]> = { forwarding: [], direct: [], mounted: [] };
    for (let i = 0; i < repeats; i++) {
      for (const key of Object.keys(targets) as (keyof typeof targets)[])
        gql[key].push(await loadTest(targets[key], { seconds, headers: PREFLIGHT }));
    }

    // 2. Server-rendered pages from each site's page cache.
    const list = await fetch(mounted.url + LIST_PAGE).then((r) => r.text());
    const profilePath = /href="(\/en\/models\/\d+\/[^"]+)"/.exec(list)![1]!;
    const pages = { models: LIST_PAGE, profile: profilePath };
    const ssrUrls = Object.entries(pages).flatMap(([page, path]) => [
      { page: page as keyof typeof pages, side: 'forwarding' as const, url: site.url + path },
      { page: page as keyof typeof pages, side: 'mounted' as const, url: mounted.url + path },
    ]);
    for (const { url } of ssrUrls) {
      const answer = await fetch(url);
      await answer.body?.cancel();
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
      await loadTest(url, { seconds: 2 });
    }
    const ssr = {
      models: { forwarding: [] as LoadResult[], mounted: [] as LoadResult[] },
      profile: { forwarding: [] as LoadResult[], mounted: [] as LoadResult[] },
    };
    for (let i = 0; i < repeats; i++) {
      for (const { page, side, url } of ssrUrls) ssr[page][side].push(await loadTest(url, { seconds }));
    }

    const ssrResult = (page: keyof typeof pages) => ({
      path: pages[page],
      forwarding: pick(ssr[page].forwarding),
      mounted: pick(ssr[page].mounted),
      ratio: ratioOf(ssr[page].forwarding, ssr[page].mounted),
    });
    return {
      loadAverage: { start, end: loadavg().map((l) => round(l)) },
      seconds,
      graphql: {
        bytes: Buffer.byteLength(bodies[0]!),
        forwarding: pick(gql.forwarding),
        direct: pick(gql.direct),
        mounted: pick(gql.mounted),
        forwardingToDirect: ratioOf(gql.forwarding, gql.direct),
        forwardingToMounted: ratioOf(gql.forwarding, gql.mounted),
      },
      ssr: { models: ssrResult('models'), profile: ssrResult('profile') },
      upload: {
        requestMb: round((photoBytes * 6) / MB, 1),
        answer: [...new Set(uploads.map((u) => u.answer))].join(', '),
        siteRssGrowthMb: uploads.map((u) => u.growthMb[0]!),
        apiRssGrowthMb: uploads.map((u) => u.growthMb[1]!),
      },
      zip: {
        sizeMb: round(size / MB, 1),
        forwardingMbps: median(siteRates),
        directMbps: median(directRates),
        ratio: round(median(siteRates.map((rate, i) => rate / directRates[i]!))),
        siteRssGrowthMb: zipGrowths.map((g) => g[0]!),
        apiRssGrowthMb: zipGrowths.map((g) => g[1]!),
      },
    };
  } finally {
    await demo?.setZipPadding(0).catch(() => undefined);
    for (const child of children.reverse()) await child.stop();
    await demo?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchForwarding(Number(process.env.BENCH_REPEATS ?? 3)), null, 2));
}
