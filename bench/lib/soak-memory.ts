import { existsSync, readFileSync } from 'node:fs';
import type { Child } from './processes.js';

// Memory of the site server process: resident set size read by the soak from /proc (it works even
// when the server's event loop is busy), and V8 heap figures the server writes about itself
// (bench/lib/soak-site-entry.ts).

export type Point = { seconds: number; value: number };
export type HeapSample = { t: number; afterGc: boolean; rss: number; heapUsed: number; heapTotal: number };

const MB = 1024 * 1024;

export class RssSampler {
  readonly points: Point[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly site: Child,
    private readonly started: number,
  ) {}

  start(intervalMs: number): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.sample();
  }

  private sample(): void {
    try {
      this.points.push({ seconds: (Date.now() - this.started) / 1000, value: this.site.rssBytes() / MB });
    } catch {
      // The process is gone; the crash check reports that.
    }
  }
}

export function readHeapSamples(file: string): HeapSample[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as HeapSample);
}

/** Sends SIGUSR2 (full GC, then one sample) and waits for that sample. */
export async function heapAfterGc(site: Child, file: string, timeoutMs = 10_000): Promise<HeapSample | null> {
  const before = readHeapSamples(file).filter((s) => s.afterGc).length;
  site.child.kill('SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const afterGc = readHeapSamples(file).filter((s) => s.afterGc);
    if (afterGc.length > before) return afterGc.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/** Least-squares slope of the points, per minute. */
export function slopePerMinute(points: Point[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((s, p) => s + p.seconds, 0) / n;
  const meanY = points.reduce((s, p) => s + p.value, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.seconds - meanX) * (p.value - meanY);
    den += (p.seconds - meanX) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 60;
}

export const toMb = (bytes: number) => bytes / MB;
