import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { spawnChild } from '@agency/test-kit/children';
import { waitFor } from '@agency/test-kit/wait-for';

// A suite whose set-up fails must not leave its servers behind (once, six API processes of the
// Redis suites were still running an hour and a half after a failed run).

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Gone, or a zombie nobody has reaped yet (it runs nothing and holds no port). */
function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

describe('a test file whose beforeAll fails', () => {
  it('leaves none of the processes it started running', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cleanup-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const pidFile = join(dir, 'pids.json');
    const vitest = spawnChild(
      process.execPath,
      [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'api/test/fixtures/vitest.config.ts'],
      {
        cwd: ROOT,
        env: { ...process.env, CLEANUP_PID_FILE: pidFile, NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    vitest.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    vitest.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => vitest.once('exit', resolve));

    expect(code, output).toBe(1);
    expect(output).toContain('set-up failed on purpose');
    const pids = JSON.parse(readFileSync(pidFile, 'utf8')) as number[];
    // The demo upstream, Redis and two API processes.
    expect(pids).toHaveLength(4);
    await waitFor(() => pids.every(gone), 10_000);
  }, 90_000);
});
