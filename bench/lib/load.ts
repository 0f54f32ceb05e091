import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const AUTOCANNON = fileURLToPath(new URL('../../node_modules/autocannon/autocannon.js', import.meta.url));

export type LoadResult = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

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
  const args = [
    AUTOCANNON,
    '-j',
    '-c',
    String(options.connections ?? 32),
    '-d',
    String(options.seconds ?? 5),
  ];
  if (options.rate !== undefined) args.push('-R', String(options.rate));
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      const r = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}
