import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median, round } from './stats.js';

const RUN = fileURLToPath(new URL('./autocannon-run.ts', import.meta.url));

export type LoadResult = {
  rps: number;
  /** autocannon's percentiles: a histogram of whole milliseconds, corrected for coordinated omission at a fixed rate. */
  p50: number;
  p99: number;
  /** The percentiles of the 2xx answers' own times, to the microsecond. */
  answered: { p50: number; p99: number };
  non2xx: number;
  errors: number;
};

/** autocannon in its own process (so the load generator never shares the server's event loop). */
export function loadTest(
  url: string,
  options: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    /** Requests per second across all connections (autocannon -R): latency at a fixed load. */
    rate?: number;
  } = {},
): Promise<LoadResult> {
  const job = {
    url,
    connections: options.connections ?? 32,
    seconds: options.seconds ?? 5,
    rate: options.rate,
    headers: options.headers ?? {},
  };
  const args = ['--import', 'tsx', RUN, JSON.stringify(job)];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      const { result: r, answered } = JSON.parse(out) as {
        result: {
          requests: { average: number };
          latency: { p50: number; p99: number };
          non2xx: number;
          errors: number;
        };
        answered: { p50: number; p99: number };
      };
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        answered: { p50: round(answered.p50, 3), p99: round(answered.p99, 3) },
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}

/** The median run of several: the median of each figure, failures summed. */
export function medianRun(runs: LoadResult[]): LoadResult {
  const of = (figure: (run: LoadResult) => number) => median(runs.map(figure));
  return {
    rps: of((r) => r.rps),
    p50: of((r) => r.p50),
    p99: of((r) => r.p99),
    answered: { p50: of((r) => r.answered.p50), p99: of((r) => r.answered.p99) },
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}
