import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// scripts/ensure-test-tools.mjs as `pnpm test` runs it, in a child process with a made-up
// machine: TEST_TOOLS_DIR stands for /usr/bin, PATH holds only what each case allows.

const SCRIPT = fileURLToPath(new URL('./ensure-test-tools.mjs', import.meta.url));

function run(
  env: Record<string, string>,
  options: { uid?: number } = {},
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT], {
      env,
      uid: options.uid,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output, ms: performance.now() - started }));
  });
}

/** A folder readable by anyone (the not-root case runs as nobody). */
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'test-tools-'));
  chmodSync(dir, 0o755);
  return dir;
}

function executable(path: string, text = '#!/bin/sh\n'): string {
  writeFileSync(path, text, { mode: 0o755 });
  return path;
}

/** An apt-get that writes down its arguments and "installs" each package as an executable of its name. */
function fakeAptGet(): { pathDir: string; bin: string; calls: () => string[] } {
  const pathDir = folder();
  const bin = folder();
  const log = join(pathDir, 'calls.log');
  writeFileSync(log, '');
  executable(
    join(pathDir, 'apt-get'),
    `#!${process.execPath}
const fs = require('node:fs');
const args = process.argv.slice(2);
fs.appendFileSync(${JSON.stringify(log)}, args.join(' ') + '\\n');
// As chatty as the real one, even with -qq: a line per package unpacked and set up.
for (let i = 0; i < 300; i++) console.log('Setting up libfake' + i + ' (1.0) ...');
if (process.env.FAKE_APT_FAILS && args[0] === 'install') { console.error('E: Unable to locate package ' + args.at(-1)); process.exit(100); }
if (args[0] === 'install') for (const name of args.filter((a) => !a.startsWith('-')).slice(1)) fs.writeFileSync(${JSON.stringify(bin)} + '/' + name, '#!/bin/sh\\n', { mode: 0o755 });
`,
  );
  return { pathDir, bin, calls: () => readFileSync(log, 'utf8').split('\n').filter(Boolean) };
}

describe('ensure-test-tools', () => {
  it('stops within 10 s naming each missing program and the command that installs it when it cannot install', async () => {
    const { code, output, ms } = await run({
      PATH: folder(),
      CHROMIUM_PATH: '/nonexistent/chromium',
      REDIS_SERVER_PATH: '/nonexistent/redis-server',
    });
    expect(code).toBe(1);
    expect(ms).toBeLessThan(10_000);
    expect(output).toContain(
      'Chromium, for the browser tests (web/e2e): CHROMIUM_PATH=/nonexistent/chromium is not an executable file',
    );
    expect(output).toContain(
      'redis-server, for the shared-cache tests (api/test/redis-*): REDIS_SERVER_PATH=/nonexistent/redis-server is not an executable file',
    );
    expect(output).toContain('sudo apt-get update && sudo apt-get install -y chromium redis-server');
    expect(output).toContain('here: apt-get is not on PATH');
  });

  it('installs what is missing from Debian’s packages when it runs as root with apt-get', async () => {
    const apt = fakeAptGet();
    executable(join(apt.bin, 'setpriv'));
    const { code, output } = await run({ PATH: apt.pathDir, TEST_TOOLS_DIR: apt.bin });
    expect(code, output).toBe(0);
    expect(apt.calls()).toEqual(['update -qq', 'install -y -qq chromium redis-server']);
    // One line per program installed, none of apt-get's.
    expect(output.trimEnd().split('\n')).toEqual([
      "test tools: installing Chromium, for the browser tests (web/e2e), from Debian's chromium package (once)",
      "test tools: installing redis-server, for the shared-cache tests (api/test/redis-*), from Debian's redis-server package (once)",
    ]);
  });

  it("shows the end of apt-get's output when the install fails", async () => {
    const apt = fakeAptGet();
    executable(join(apt.bin, 'setpriv'));
    const { code, output } = await run({ PATH: apt.pathDir, TEST_TOOLS_DIR: apt.bin, FAKE_APT_FAILS: '1' });
    expect(code).toBe(1);
    expect(output).toContain('E: Unable to locate package redis-server');
    expect(output).toContain('here: apt-get failed (the end of its output is above)');
    expect(output.split('\n').length).toBeLessThan(60);
  });

  it('does not try to install without root or password-less sudo, and says why', async () => {
    const apt = fakeAptGet();
    const { code, output, ms } = await run({ PATH: apt.pathDir, TEST_TOOLS_DIR: apt.bin }, { uid: 65534 });
    expect(code).toBe(1);
    expect(ms).toBeLessThan(10_000);
    expect(output).toContain(`${apt.bin}/chromium is not installed`);
    expect(output).toContain(
      'sudo apt-get update && sudo apt-get install -y chromium redis-server util-linux',
    );
    expect(output).toContain('here: not root, and no password-less sudo');
    expect(apt.calls()).toEqual([]);
  });

  it('adds under a second when every program is there', async () => {
    const bin = folder();
    const env = {
      PATH: folder(),
      CHROMIUM_PATH: executable(join(bin, 'chromium')),
      REDIS_SERVER_PATH: executable(join(bin, 'redis-server')),
      SETPRIV_PATH: executable(join(bin, 'setpriv')),
    };
    const { code, output, ms } = await run(env);
    expect(code, output).toBe(0);
    expect(output).toBe('');
    expect(ms).toBeLessThan(1000);
  });
});
