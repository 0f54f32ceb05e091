import { execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { spawnChild, stopChild } from '@agency/test-kit/children';

export type Child = {
  url: string;
  child: ChildProcess;
  rssBytes(): number;
  cpuMs(): number;
  stop(): Promise<void>;
};

/**
 * Starts an entry as a child process and waits for its listening line: a TypeScript source through
 * tsx, a built `.js` file as production runs it (plain node, workspace packages resolved to their
 * built files).
 */
export async function startChild(
  file: string,
  env: Record<string, string>,
  listening: RegExp,
  cwd?: string,
): Promise<Child> {
  const path = fileURLToPath(file);
  const nodeArgs = path.endsWith('.js')
    ? ['--enable-source-maps', '--conditions=@agency/built', path]
    : ['--import', 'tsx', path];
  const child = spawnChild(process.execPath, nodeArgs, {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = listening.exec(buffered);
      if (match) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}: ${stderr}`)));
  });
  return {
    url,
    child,
    rssBytes: () =>
      Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) * 1024,
    cpuMs: () => cpuMsOf(child.pid!),
    stop: () => stopChild(child),
  };
}

let tickMs: number | undefined;

/** User + system CPU time a process has used so far, in milliseconds (/proc/<pid>/stat). */
function cpuMsOf(pid: number): number {
  tickMs ??= 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
  // Fields after the command name (which may hold spaces); utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * tickMs;
}

const ROOT = new URL('../../', import.meta.url);

/**
 * The API alone, as deployed separately: from its sources through tsx, or `built` as `pnpm start`
 * and the image run it (api/dist-node/main.js; `buildServers()` first).
 */
export function startApi(env: Record<string, string>, { built = false } = {}): Promise<Child> {
  return startChild(
    new URL(built ? 'api/dist-node/main.js' : 'api/src/main.ts', ROOT).href,
    { NODE_ENV: 'production', ...env, LOG_LEVEL: 'info', API_PORT: '0' },
    /"port":(\d+)[^\n]*"msg":"API listening"/,
  ).then((c) => ({ ...c, url: `http://127.0.0.1:${c.url}` }));
}

/**
 * The site server with the built web, as `pnpm start` runs it: web/dist-node/main.js (`pnpm build`
 * first), of this checkout or of another one (`root`, a directory URL ending in /).
 */
export function startSiteProcess(env: Record<string, string>, root: URL = ROOT): Promise<Child> {
  return startChild(
    new URL('web/dist-node/main.js', root).href,
    { NODE_ENV: 'production', ...env, LOG_LEVEL: 'info', PORT: '0' },
    /"url":"(http:\/\/localhost:\d+)"/,
    fileURLToPath(new URL('web/', root)),
  );
}

/** Compiles the servers to JavaScript as `pnpm build` does (scripts/build-servers.mjs, about a second). */
export function buildServers(): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('scripts/build-servers.mjs', ROOT))], {
    stdio: 'inherit',
  });
}

/** A bare node:http server answering fixed bytes: the ceiling any real handler is compared with. */
export function startBare(bodyFile: string, headers: Record<string, string>): Promise<Child> {
  return startChild(
    new URL('bench/bare-server.ts', ROOT).href,
    { BARE_BODY_FILE: bodyFile, BARE_HEADERS: JSON.stringify(headers) },
    /listening (http:\/\/127\.0\.0\.1:\d+)/,
  );
}

/** Polls /readyz until it answers 200 (the API's own readiness, upstreams signed in). */
export async function waitReady(url: string, timeoutMs = 30_000, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`${url}/readyz`).catch(() => null);
    await answer?.body?.cancel();
    if (answer?.status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`${url}/readyz not ready within ${timeoutMs} ms (last status ${answer?.status})`);
    await delay(everyMs);
  }
}
