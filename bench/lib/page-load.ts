import { Agent, request } from 'node:http';
import type { Child } from './processes.js';
import { percentile, round } from './stats.js';

// Page load on running sites for the freshness bench (bench/freshness.ts): time to the first byte
// of each page under an open-loop request rate.

/** One load phase's figures. */
export type LoadPhase = {
  rps: number;
  seconds: number;
  requests: number;
  non200: number;
  statuses: Record<string, number>;
  slowest: string[];
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  upstreamCallsPerMinute: number;
};
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** Closes the kept-alive sockets, so the bench's process can end. */
export function closePageAgent(): void {
  agent.destroy();
}

/** Time to the first byte of a page (status and, when asked, the whole body). */
export function getPage(
  url: string,
  wantBody = false,
): Promise<{ status: number; ms: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers: { accept: 'text/html' } }, (res) => {
      let ms = -1;
      let body = '';
      res.on('data', (chunk: Buffer) => {
        if (ms < 0) ms = performance.now() - started;
        if (wantBody) body += chunk.toString();
      });
      res.once('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: ms < 0 ? performance.now() - started : ms, body }),
      );
      res.once('error', reject);
    });
    req.once('error', reject);
    req.end();
  });
}

/** Open-loop load: a request every 1/rps s, whatever the answers take, round-robin over instances and pages. */
export async function steadyLoad(
  sites: Child[],
  paths: string[],
  rps: number,
  seconds: number,
  upstream: { resetCalls(): Promise<void>; totalCalls(): Promise<number> },
): Promise<LoadPhase> {
  await upstream.resetCalls();
  const times: number[] = [];
  const byPath: { path: string; ms: number }[] = [];
  let non200 = 0;
  const statuses: Record<string, number> = {};
  const count = (status: string) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const total = rps * seconds;
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rps;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const path = paths[Math.floor(i / sites.length) % paths.length]!;
    const url = sites[i % sites.length]!.url + path;
    pending.push(
      getPage(url).then(
        ({ status, ms }) => {
          times.push(ms);
          byPath.push({ path, ms });
          count(String(status));
          if (status !== 200) non200++;
        },
        (error: unknown) => {
          non200++;
          count(error instanceof Error ? error.message : 'error');
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsedS = (performance.now() - started) / 1000;
  const calls = await upstream.totalCalls();
  times.sort((a, b) => a - b);
  // Which pages the slow answers were (a page waiting for the upstream, or the machine).
  const slowest = byPath
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map(({ path, ms }) => `${Math.round(ms)} ms ${path}`);
  const at = (q: number) => round(percentile(times, q), 1);
  return {
    rps,
    seconds,
    requests: times.length,
    non200,
    statuses,
    slowest,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: round(times.at(-1)!, 1),
    upstreamCallsPerMinute: round((calls * 60) / elapsedS, 1),
  };
}
