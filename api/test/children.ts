import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { toolPath } from '../../scripts/test-tools.mjs';

// Processes a test starts must never outlive it. An afterAll cannot promise that: a beforeAll that
// throws halfway leaves it half the handles, and vitest ends its workers with SIGTERM, which runs
// no 'exit' handler (nor does a crash or SIGKILL). So every child is started under
// `setpriv --pdeathsig SIGKILL` (util-linux, checked by scripts/ensure-test-tools.mjs): the kernel
// kills it when the process that started it goes, however it goes. setpriv execs the command, so
// the child keeps its pid (tests compare it with what the child reports).

const SETPRIV = toolPath('setpriv');
const running = new Set<ChildProcess>();

/** `spawn`, for a child that dies with this process. */
export function spawnChild(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawn(SETPRIV, ['--pdeathsig', 'SIGKILL', '--', command, ...args], options);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Stops one child: SIGTERM, SIGKILL if it has not exited after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(force);
}

/** Stops every child this process started that still runs (an afterAll that cannot miss one). */
export async function stopChildren(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}
