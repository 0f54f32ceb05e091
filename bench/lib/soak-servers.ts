import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoUpstream, type DemoUpstream, upstreamEnv } from '@agency/demo-upstream/launcher';
import { startChild, type Child } from './processes.js';

/** What the site server process said outside its answers: the evidence for "no crash". */
export type ServerWatch = {
  /** Every stderr line (Node prints unhandled rejections and uncaught exceptions there). */
  stderrLines: string[];
  /** Log lines at level error or fatal (pino, on stdout), e.g. "request failed". */
  errorLogs: string[];
  /** Set when the process ended by itself during the soak. */
  exit: { code: number | null; signal: string | null } | null;
};

export type SoakServers = {
  demo: DemoUpstream;
  site: Child;
  watch: ServerWatch;
  memoryFile: string;
  stop(): Promise<void>;
};

const ROOT = new URL('../../', import.meta.url);

function lines(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let buffered = '';
  stream.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      onLine(buffered.slice(0, newline));
      buffered = buffered.slice(newline + 1);
    }
  });
}

/**
 * The demo upstream and the site server (API in process) as child processes on port 0, the site
 * with its outbox and image cache in a fresh temporary directory.
 */
export async function startSoakServers(extraEnv: Record<string, string> = {}): Promise<SoakServers> {
  const dir = mkdtempSync(join(tmpdir(), 'soak-'));
  const memoryFile = join(dir, 'memory.jsonl');
  const demo = await startDemoUpstream();
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...upstreamEnv(demo),
    OUTBOX_DIR: join(dir, 'outbox'),
    IMAGE_CACHE_DIR: join(dir, 'images'),
    // A short freshness so the fault phases reach the upstream instead of hiding behind a warm
    // cache for five minutes; stale answers still cover outages, as in production.
    CACHE_TTL_SECONDS: '5',
    // One client sends every submission here; the limiter is not what this soak measures.
    RATE_LIMIT_MUTATIONS: '100000',
    RATE_LIMIT_QUERY_COST: '1000000000000',
    PORT: '0',
    SOAK_MEMORY_FILE: memoryFile,
    ...extraEnv,
  };
  let site: Child;
  try {
    // The listening line is logged at info; LOG_LEVEL=warn would hide it, so wait for it at info
    // and rely on the level filter below for what the soak reports.
    site = await startChild(
      new URL('bench/lib/soak-site-entry.ts', ROOT).href,
      { ...env, LOG_LEVEL: 'info' },
      /"url":"(http:\/\/localhost:\d+)"/,
      new URL('web/', ROOT).pathname,
    );
  } catch (error) {
    await demo.stop();
    throw error;
  }
  const watch: ServerWatch = { stderrLines: [], errorLogs: [], exit: null };
  lines(site.child.stderr!, (line) => watch.stderrLines.push(line));
  lines(site.child.stdout!, (line) => {
    const level = /"level":(\d+)/.exec(line);
    if (level && Number(level[1]) >= 50) watch.errorLogs.push(line);
  });
  site.child.once('exit', (code, signal) => (watch.exit = { code, signal }));
  return {
    demo,
    site,
    watch,
    memoryFile,
    async stop() {
      const crashed = watch.exit;
      await site.stop();
      // stop() makes the child exit; only an exit before it counts as a crash.
      watch.exit = crashed;
      await demo.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
