import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = new URL('../../', import.meta.url);
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/**
 * A git ref checked out beside this one (a detached worktree in the temporary directory), installed
 * from the store and built as `pnpm build` builds: the baseline a bench runs interleaved with the
 * current build. Reused when that commit was built before. Returns its root as a directory URL.
 */
export function baselineCheckout(ref: string): URL {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = join(tmpdir(), `agency-baseline-${commit.slice(0, 12)}`);
  if (!existsSync(join(dir, 'web/dist-node/main.js'))) {
    if (!existsSync(dir)) git('worktree', 'add', '--detach', dir, commit);
    const pnpm = (...args: string[]) => execFileSync('pnpm', args, { cwd: dir, stdio: 'inherit' });
    // From the store when it has everything; an older lockfile may name versions it lacks.
    try {
      pnpm('install', '--offline', '--frozen-lockfile');
    } catch {
      pnpm('install', '--prefer-offline', '--frozen-lockfile');
    }
    pnpm('build');
  }
  return pathToFileURL(`${dir}/`);
}
