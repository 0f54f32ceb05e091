import { copyFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadTest, medianRun, type LoadResult } from './lib/load.js';
import { startSiteProcess } from './lib/processes.js';
import { median, round } from './lib/stats.js';

const CLIENT = new URL('../web/dist/client/', import.meta.url);
// The built template under a name the static handler serves (it never serves index.html itself).
const STATIC_NAME = 'bench-static.html';

export type SsrResult = Record<'models' | 'profile' | 'static', LoadResult> & {
  modelsRatio: number;
  profileRatio: number;
};

/** Server-rendered pages from a warm cache against a static file from the same server process. */
export async function benchSsr(repeats = 3, seconds = 5): Promise<SsrResult> {
  const staticFile = fileURLToPath(new URL(STATIC_NAME, CLIENT));
  copyFileSync(fileURLToPath(new URL('index.html', CLIENT)), staticFile);
  const site = await startSiteProcess({});
  try {
    const list = await fetch(`${site.url}/en/models/women/fashion`).then((r) => r.text());
    const profile = /href="(\/en\/models\/\d+\/[^"]+)"/.exec(list)![1]!;
    const urls = {
      models: `${site.url}/en/models/women/fashion`,
      profile: site.url + profile,
      static: `${site.url}/${STATIC_NAME}`,
    };
    for (const url of Object.values(urls)) await loadTest(url, { seconds: 2 }); // warm caches and JIT
    const runs: Record<keyof typeof urls, LoadResult[]> = { models: [], profile: [], static: [] };
    for (let i = 0; i < repeats; i++) {
      for (const key of Object.keys(urls) as (keyof typeof urls)[])
        runs[key].push(await loadTest(urls[key], { seconds }));
    }
    const ratio = (key: 'models' | 'profile') =>
      round(median(runs[key].map((r, i) => r.rps / runs.static[i]!.rps)), 3);
    return {
      models: medianRun(runs.models),
      profile: medianRun(runs.profile),
      static: medianRun(runs.static),
      modelsRatio: ratio('models'),
      profileRatio: ratio('profile'),
    };
  } finally {
    await site.stop();
    rmSync(staticFile, { force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchSsr(Number(process.env.BENCH_REPEATS ?? 3)), null, 2));
}
