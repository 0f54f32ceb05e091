import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { startDemoUpstream } from '@agency/demo-upstream/launcher';
import { demoEnv } from '@agency/test-kit/demo-env';
import { startChild } from './lib/processes.js';
import { median, round, table } from './lib/stats.js';

// Two or more builds of the standalone API started in turn against one demo upstream (bench/RESULTS.md section 15):
// `pnpm exec tsx bench/start-ab.ts api/dist-before/main.js api/dist-node/main.js` (copy a build
// aside first). Interleaving each start, rather than a run of each, is what makes a 10-20 ms
// difference visible on this shared 2-core machine; the main thread's CPU time to ready is the
// steadiest figure when other work runs. Each build is started once untimed first (Node's compile
// cache fills at a first start). START_AB_RUNS starts per build (default 10).

const RUNS = Number(process.env.START_AB_RUNS ?? 10);
const mains = process.argv.slice(2);
if (mains.length === 0) throw new Error('Name the main.js files to compare.');

type Sample = { listening: number; firstAnswer: number; ready: number; cpuAtReady: number };

/** Milliseconds the process's main thread has run (/proc: its scheduler statistics, in ns). */
function mainThreadCpuMs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
}

async function start(main: string, env: Record<string, string>): Promise<Sample> {
  const started = performance.now();
  const api = await startChild(
    new URL(`../${main}`, import.meta.url).href,
    { NODE_ENV: 'production', ...env, LOG_LEVEL: 'info', API_PORT: '0' },
    /"port":(\d+)[^\n]*"msg":"API listening"/,
  );
  const url = `http://127.0.0.1:${api.url}`;
  try {
    const listening = performance.now() - started;
    // The peers bench's first answer; the header passes Apollo's CSRF check for a GET.
    const probe = await fetch(`${url}/graphql?query=%7B__typename%7D`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    await probe.text();
    if (probe.status !== 200) throw new Error(`${main}: first answer ${probe.status}`);
    const firstAnswer = performance.now() - started;
    for (;;) {
      const answer = await fetch(`${url}/readyz`);
      await answer.text();
      if (answer.status === 200) break;
      await delay(5);
    }
    const ready = performance.now() - started;
    return { listening, firstAnswer, ready, cpuAtReady: mainThreadCpuMs(api.child.pid!) };
  } finally {
    await api.stop();
  }
}

const demo = await startDemoUpstream();
try {
  const env = demoEnv(demo, { RATE_LIMIT_QUERY_COST: '1000000000000', UPSTREAM_TIMEOUT_MS: '8000' });
  for (const main of mains) await start(main, env);
  const samples = new Map<string, Sample[]>(mains.map((main) => [main, []]));
  for (let i = 0; i < RUNS; i++) for (const main of mains) samples.get(main)!.push(await start(main, env));
  const of = (main: string, key: keyof Sample) => round(median(samples.get(main)!.map((s) => s[key])), 0);
  console.log(`median of ${RUNS} interleaved starts each (ms)`);
  console.log(
    table(
      mains.map((main) => ({
        build: main,
        listening: of(main, 'listening'),
        'first answer': of(main, 'firstAnswer'),
        'ready (/readyz 200)': of(main, 'ready'),
        'main thread CPU at ready': of(main, 'cpuAtReady'),
      })),
    ),
  );
} finally {
  await demo.stop();
}
