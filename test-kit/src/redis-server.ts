import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toolPath } from './test-tools.mjs';
import { spawnChild } from './children.js';
import { freePort } from './free-port.js';

// REDIS_SERVER_PATH or Debian's, as scripts/ensure-test-tools.mjs made sure of before any suite ran.
const REDIS_SERVER = toolPath('redis-server');

export type RedisServer = {
  url: string;
  port: number;
  /** The running server's process id (a new one after restart). */
  readonly pid: number | undefined;
  /** Kills the server at once (SIGKILL), like a crash (its append-only file keeps what it had written). */
  kill(): Promise<void>;
  /** Kills it and starts it again on the same port: empty, or with `keepData` from its append-only file. */
  restart(options?: { keepData?: boolean }): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Debian's redis-server on a loopback port chosen at run time, set up as the submissions queue
 * asks (append-only file, no eviction; `args` may add or override settings). Redis has no
 * `--port 0`: a port is found free by binding to port 0, then handed to Redis (tried again with
 * another port should something take it in between).
 */
export async function startRedisServer(
  options: { password?: string; args?: string[] } = {},
): Promise<RedisServer> {
  const { password, args = [] } = options;
  const dir = mkdtempSync(join(tmpdir(), 'redis-'));
  let child: ChildProcess | undefined;
  let port = 0;
  for (let attempt = 0; !child; attempt++) {
    port = await freePort();
    child = await launch(port, dir, password, args).catch((error: unknown) => {
      // Only a port taken in between is worth another try; a missing binary fails at once.
      if (attempt >= 4 || !(error instanceof PortTaken)) throw error;
      return undefined;
    });
  }
  const halt = async (signal: NodeJS.Signals) => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };
  return {
    url: `redis://${password ? `:${encodeURIComponent(password)}@` : ''}127.0.0.1:${port}`,
    port,
    get pid() {
      return child?.pid;
    },
    kill: () => halt('SIGKILL'),
    async restart({ keepData = false } = {}) {
      await halt('SIGKILL');
      if (!keepData)
        for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
      // The port was just released; a brief race with another process is retried.
      const deadline = Date.now() + 10_000;
      for (;;) {
        try {
          child = await launch(port, dir, password, args);
          return;
        } catch (error) {
          if (Date.now() > deadline) throw error;
        }
      }
    },
    async stop() {
      await halt('SIGTERM');
    },
  };
}

async function launch(
  port: number,
  dir: string,
  password: string | undefined,
  extra: string[],
): Promise<ChildProcess> {
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'yes',
    '--maxmemory-policy',
    'noeviction',
    '--dir',
    dir,
    ...extra,
  ];
  const child = spawnChild(REDIS_SERVER, password ? [...args, '--requirepass', password] : args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => {
      const message = `${REDIS_SERVER} exited with ${code} on port ${port}: ${output.slice(-500)}`;
      reject(/Address already in use/.test(output) ? new PortTaken(message) : new Error(message));
    }),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + 10_000;
  for (;;) {
    // The pid tells our server from another one that already had the port.
    const pid = await Promise.race([serverPid(port, password), exited]);
    if (pid !== undefined && pid === child.pid) return child;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not answer PING on port ${port}: ${output.slice(-500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

class PortTaken extends Error {}

/** The process id of the Redis answering on the port, once it accepts commands. */
function serverPid(port: number, password: string | undefined): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    const done = (pid: number | undefined) => {
      socket.destroy();
      resolve(pid);
    };
    socket.setTimeout(1000, () => done(undefined));
    socket.once('error', () => done(undefined));
    socket.on('connect', () => socket.write(`${password ? `AUTH ${password}\r\n` : ''}INFO server\r\n`));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      if (reply.startsWith('-')) done(undefined);
      const pid = /process_id:(\d+)\r\n/.exec(reply);
      if (pid) done(Number(pid[1]));
    });
  });
}
