import type { ChildProcess } from 'node:child_process';
import { spawnGroup, stopChild } from '@agency/test-kit/children';

export type SiteCommand = { url: string; child: ChildProcess; output(): string; stop(): Promise<void> };

/**
 * Runs `pnpm <args>` in `dir` as on a fresh machine (no upstream variable, no REDIS_URL: only
 * PATH, HOME and `env`), as user `uid` if given, and waits for the site's "site listening" line.
 */
export async function runSiteCommand(
  dir: string,
  args: string[],
  env: Record<string, string>,
  options: { uid?: number; timeoutMs?: number } = {},
): Promise<SiteCommand> {
  const timeoutMs = options.timeoutMs ?? 90_000;
  const child = spawnGroup('pnpm', args, {
    cwd: dir,
    uid: options.uid,
    gid: options.uid,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => stopChild(child);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`pnpm ${args.join(' ')}: no "site listening" line within ${timeoutMs} ms:\n${output}`),
        ),
      timeoutMs,
    );
    const look = () => {
      const match = /"url":"(http:\/\/localhost:\d+)"[^\n]*"msg":"site listening"/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]!);
    };
    child.stdout!.on('data', look);
    child.once('exit', (code) => reject(new Error(`pnpm ${args.join(' ')} exited with ${code}:\n${output}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, child, output: () => output, stop };
}
