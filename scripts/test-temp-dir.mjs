// vitest's global set-up (vitest.config.ts): every temporary folder of the run (outboxes, image
// caches, Redis data, partner keys, Chromium's profiles) goes under one folder of its own, removed
// when the run ends, so runs leave nothing behind in the system's temporary directory. Tests and
// the servers they start ask os.tmpdir(), which reads TMPDIR; the workers inherit it.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MARK = 'AGENCY_TEST_TMPDIR';

export function setup() {
  // Each project inherits the root's set-up, so it runs once per project: the first one makes the
  // folder. A short name, as Chromium's socket path under it must fit in 108 bytes.
  if (process.env[MARK]) return undefined;
  const previous = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), 'at-'));
  // Open to other users, as the system's temporary directory is: some tests run a program as an
  // unprivileged user on files they made here (scripts/ensure-test-tools.test.ts).
  chmodSync(dir, 0o1777);
  process.env.TMPDIR = dir;
  process.env[MARK] = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    delete process.env[MARK];
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
}
