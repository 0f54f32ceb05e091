import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { spawnChild, stopChild } from './children.js';
import { waitFor } from './wait-for.js';

export type ApiProcess = {
  url: string;
  child: ChildProcess;
  rssBytes(): number;
  /**
   * The most memory the process has held since it started (the kernel's VmHWM). Unlike one
   * sample of rssBytes, it does not depend on when the garbage collector last ran.
   */
  peakRssBytes(): number;
  stop(): Promise<void>;
  /**
   * Settles once /readyz answers 200: the warm start is over. A test that purges what the warm
   * start loads must wait for it, or the warm start may begin its load after the purge and the
   * test's request join it instead of calling the upstream itself.
   */
  untilReady(timeoutMs?: number): Promise<void>;
  /** Everything it logged so far. */
  output(): string;
  /** Its pino lines so far, parsed (other output, such as a crash's stack, left out). */
  logLines<T extends { msg: string }>(): T[];
};

/** One of the kernel's memory figures for the process, in KiB. */
function statusKiB(child: ChildProcess, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]);
}

/** The JSON log lines in a process's output. */
function jsonLogLines<T>(output: string): T[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as T);
}

/**
 * The API as its own process (port 0), for memory measurements, crash tests and forwarding.
 * `main` is the API's start module (`import.meta.resolve('@agency/api/main')`): the kit does not
 * depend on the API, which uses the kit in its own tests. A TypeScript source runs through tsx, a
 * built `.js` file on plain node as `pnpm start` runs it.
 */
export async function startApiProcess(env: Record<string, string>, main: string): Promise<ApiProcess> {
  const path = main.startsWith('file:') ? fileURLToPath(main) : main;
  const child = spawnChild(
    process.execPath,
    path.endsWith('.js')
      ? ['--enable-source-maps', '--conditions=@agency/built', path]
      : ['--import', 'tsx', path],
    {
      env: { PATH: process.env.PATH, ...env, LOG_LEVEL: 'info', API_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /"port":(\d+)[^\n]*"msg":"API listening"/.exec(buffered);
      if (match) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API exited with ${code}: ${stderr}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    output: () => output + stderr,
    logLines: () => jsonLogLines(output + stderr),
    rssBytes: () => statusKiB(child, 'VmRSS') * 1024,
    peakRssBytes: () => statusKiB(child, 'VmHWM') * 1024,
    stop: () => stopChild(child),
    async untilReady(timeoutMs = 30_000) {
      await waitFor(async () => (await fetch(`${url}/readyz`)).status === 200, timeoutMs);
    },
  };
}
