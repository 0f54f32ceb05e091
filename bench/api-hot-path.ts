import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoUpstream } from '@agency/demo-upstream/launcher';
import { demoEnv } from '@agency/test-kit/demo-env';
import { loadTest, medianRun, type LoadResult } from './lib/load.js';
import { buildServers, startApi, startBare, type Child } from './lib/processes.js';
import { median, round } from './lib/stats.js';
import { PROFILE } from './lib/peer-queries.js';

// The list screen's first page as the browser asks for it: a GET query with the preflight header.
const QUERY = `query ModelList($category: Category!, $gender: Gender!, $letter: String, $first: Int!, $after: String) {
  models(category: $category, gender: $gender, letter: $letter, first: $first, after: $after) {
    totalCount letters pageInfo { endCursor hasNextPage } nodes { id name cover { url } }
  }
}`;
const VARIABLES = { category: 'FASHION', gender: 'WOMAN', first: 20 };
/** The path of that GET; other benches measure the same request. */
export const MODEL_LIST_PATH = `/graphql?query=${encodeURIComponent(QUERY)}&variables=${encodeURIComponent(JSON.stringify(VARIABLES))}`;
export const PREFLIGHT = { 'apollo-require-preflight': 'true' };
/** The profile screen's GET, as bench/peers.ts asks it (`HOT_PATH=profile`). */
const MODEL_PROFILE_PATH = `/graphql?query=${encodeURIComponent(PROFILE.api.query)}&variables=${encodeURIComponent(JSON.stringify(PROFILE.api.variables))}`;
const HEADERS = PREFLIGHT;

export type HotPathResult = {
  api: LoadResult;
  bare: LoadResult;
  ratio: number;
  /** Every round's ratio, in order. */
  ratios: number[];
  /**
   * Each round's server CPU time (user + system) per answer, in µs: the cost of one answer, which
   * moves less with the machine's noise than throughput does (what else runs takes wall time, not
   * this process's CPU time).
   */
  cpuUsPerRequest: { api: number[]; bare: number[] };
  bytes: number;
};

/** One load run, with the server's CPU time (user + system) per answer in µs. */
async function measuredRun(server: Child, url: string, seconds: number): Promise<[LoadResult, number]> {
  const cpuBefore = server.cpuMs();
  const run = await loadTest(url, { seconds, headers: HEADERS });
  return [run, ((server.cpuMs() - cpuBefore) * 1000) / (run.rps * seconds)];
}

export async function benchApiHotPath(repeats = 3, seconds = 5): Promise<HotPathResult> {
  const demo = await startDemoUpstream();
  // A budget of cost points no load test spends: every hit is charged (that work is measured), none refused.
  // As deployed: the built server (`pnpm start`), not its sources through tsx, whose helpers
  // (esbuild's __name on every function) are in no production path.
  buildServers();
  const api = await startApi(demoEnv(demo, { LOG_LEVEL: 'info', RATE_LIMIT_QUERY_COST: '1000000000000' }), {
    built: true,
  });
  const path = process.env.HOT_PATH === 'profile' ? MODEL_PROFILE_PATH : MODEL_LIST_PATH;
  try {
    // Warm: the first request fills the read cache and the response cache.
    // As autocannon asks: no compression (fetch would ask for gzip, and the bare server must send
    // the same plain bytes the API sends the load).
    const warm = await fetch(api.url + path, { headers: { ...HEADERS, 'accept-encoding': 'identity' } });
    const body = Buffer.from(await warm.arrayBuffer());
    if (warm.status !== 200 || body.includes('"errors"'))
      throw new Error(`warm-up failed: ${warm.status} ${body.toString()}`);
    const headers: Record<string, string> = {};
    // Every header the API sends (security headers included), so the bytes on the wire match.
    for (const [name, value] of warm.headers)
      if (!['date', 'connection', 'keep-alive', 'content-length'].includes(name)) headers[name] = value;
    const file = join(tmpdir(), `bench-body-${process.pid}.json`);
    writeFileSync(file, body);
    const bare = await startBare(file, headers);
    try {
      const apiRuns: LoadResult[] = [];
      const bareRuns: LoadResult[] = [];
      const apiCpu: number[] = [];
      const bareCpu: number[] = [];
      // A short unmeasured run each, so both are past JIT warm-up before the measured ones.
      await loadTest(api.url + path, { seconds: 2, headers: HEADERS });
      await loadTest(bare.url + path, { seconds: 2, headers: HEADERS });
      // Interleaved so both see the same machine noise.
      for (let i = 0; i < repeats; i++) {
        const [apiRun, apiUs] = await measuredRun(api, api.url + path, seconds);
        const [bareRun, bareUs] = await measuredRun(bare, bare.url + path, seconds);
        apiRuns.push(apiRun);
        apiCpu.push(apiUs);
        bareRuns.push(bareRun);
        bareCpu.push(bareUs);
      }
      const ratios = apiRuns.map((r, i) => r.rps / bareRuns[i]!.rps);
      return {
        api: medianRun(apiRuns),
        bare: medianRun(bareRuns),
        ratio: round(median(ratios)),
        ratios: ratios.map((r) => round(r)),
        cpuUsPerRequest: { api: apiCpu.map((v) => round(v, 1)), bare: bareCpu.map((v) => round(v, 1)) },
        bytes: body.length,
      };
    } finally {
      await bare.stop();
      rmSync(file, { force: true });
    }
  } finally {
    await api.stop();
    await demo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchApiHotPath(Number(process.env.BENCH_REPEATS ?? 3)), null, 2));
}
