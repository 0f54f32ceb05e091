import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FILES = [
  'package.json',
  'pnpm-workspace.yaml',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
  '.node-version',
];
// What the image is built from (Dockerfile): the servers' packages and their shared plumbing, the
// build script; the test kit for a full install (the workspace's packages depend on it for their tests).
const FOLDERS = ['schema', 'api', 'web', 'demo-upstream', 'server-kit', 'rules', 'test-kit', 'scripts'];
/** Installed, built or written at run time: never part of the copy's sources. */
const NOT_SOURCES = /\/(node_modules|dist|dist-node|\.data|test-results)$/;

export type RepoCopy = { dir: string; path(relative: string): string; remove(): void };

/**
 * The repository's sources in a temporary folder (`production`: its production dependencies only) with their own `pnpm install` (offline, from the
 * store this checkout was installed from: under a second), to run its commands and edit its files
 * there. A shared node_modules will not do: pnpm re-installs a workspace it finds elsewhere.
 */
export function copyRepo(options: { production?: boolean } = {}): RepoCopy {
  const dir = mkdtempSync(join(tmpdir(), 'repo-copy-'));
  // Readable by anyone, for a command run as an unprivileged user.
  chmodSync(dir, 0o755);
  for (const file of FILES) cpSync(join(ROOT, file), join(dir, file));
  for (const folder of FOLDERS)
    cpSync(join(ROOT, folder), join(dir, folder), {
      recursive: true,
      filter: (source) => !NOT_SOURCES.test(source),
    });
  const only = options.production ? ['--prod'] : [];
  execFileSync('pnpm', ['install', '--offline', '--frozen-lockfile', ...only], {
    cwd: dir,
    stdio: 'pipe',
    timeout: 120_000,
  });
  return {
    dir,
    path: (relative) => join(dir, relative),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
