import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { toolPath } from './test-tools.mjs';
import { waitFor } from './wait-for.js';

// Processes a test starts must never outlive it. An afterAll cannot promise that: a beforeAll that
// throws halfway leaves it half the handles, and vitest ends its workers with SIGTERM, which runs
// no 'exit' handler (nor does a crash or SIGKILL). So every child is started under
// `setpriv --pdeathsig SIGKILL` (util-linux, checked by scripts/ensure-test-tools.mjs): the kernel
// kills it when the process that started it goes, however it goes. setpriv execs the command, so
// the child keeps its pid (tests compare it with what the child reports).

const SETPRIV = toolPath('setpriv');
/** Children started as process groups (commands such as pnpm that start children of their own). */
const groups = new WeakSet<ChildProcess>();

/** `spawn`, for a child that dies with this process. */
export function spawnChild(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  return spawn(SETPRIV, ['--pdeathsig', 'SIGKILL', '--', command, ...args], options);
}

/**
 * A command that starts processes of its own (pnpm, tsx watch), in a process group of its own so
 * stopChild stops all of them; only the command itself dies with this process.
 */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawnChild(command, args, { ...options, detached: true });
  groups.add(child);
  return child;
}

function groupRuns(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops one child (its whole group if it has one): SIGTERM, SIGKILL if still there after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  const pid = child.pid;
  if (pid !== undefined && groups.has(child)) {
    if (!groupRuns(pid)) return;
    process.kill(-pid, 'SIGTERM');
    await waitFor(() => !groupRuns(pid), graceMs).catch(
      () => groupRuns(pid) && process.kill(-pid, 'SIGKILL'),
    );
    return;
  }
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(force);
}
