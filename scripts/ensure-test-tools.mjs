// `pnpm test` runs this before anything else (and vitest's global set-up runs it again for a
// vitest started by hand): every system program a test runs must be there before any suite
// starts. Missing ones are installed from Debian's packages when that is possible here (apt-get,
// and root or password-less sudo); otherwise it stops at once with one message naming each
// missing program and the command that installs it. With everything present it takes a few ms.
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isExecutable, testTools } from '@agency/test-kit/test-tools';

const onPath = (command, env) =>
  (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, command))
    .find(isExecutable);

/** How apt-get can be run here, or why it cannot. */
function installer(env) {
  const aptGet = onPath('apt-get', env);
  if (!aptGet) return { reason: 'apt-get is not on PATH' };
  if (process.getuid?.() === 0) return { command: [aptGet] };
  const sudo = onPath('sudo', env);
  // -n: never wait for a password nobody will type.
  if (sudo && spawnSync(sudo, ['-n', 'true'], { stdio: 'ignore', timeout: 5000, env }).status === 0) {
    return { command: [sudo, '-n', 'DEBIAN_FRONTEND=noninteractive', aptGet] };
  }
  return { reason: 'not root, and no password-less sudo' };
}

/**
 * Runs apt-get with its output held back: hundreds of lines of package names and unpacking that say
 * nothing to someone starting the tests. Returns that output, for when it fails.
 */
function aptGet(command, args, env) {
  const run = spawnSync(command[0], [...command.slice(1), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return {
    ok: run.status === 0,
    output: `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? `${run.error.message}\n` : ''}`,
  };
}

function describe(tool) {
  const where = tool.fromVariable
    ? `${tool.variable}=${tool.path} is not an executable file`
    : `${tool.path} is not installed`;
  return `  - ${tool.name}, for ${tool.usedBy}: ${where}`;
}

/**
 * Makes sure of the test tools. Returns null when they are all there (installing what it can),
 * else the message for the person running the tests.
 * @param {Record<string, string | undefined>} env
 * @param {(line: string) => void} log
 */
export function ensureTestTools(env = process.env, log = (line) => console.error(line)) {
  const lacking = () => testTools(env).filter((tool) => !isExecutable(tool.path));
  let missing = lacking();
  if (missing.length === 0) return null;
  const packages = [...new Set(missing.map((tool) => tool.debianPackage))];
  const how = installer(env);
  // A variable that names a missing file is the person's to fix: nothing to install for it.
  let why = how.reason ?? 'a variable names a file that does not exist';
  if (how.command && !missing.some((tool) => tool.fromVariable)) {
    // One line per program; apt-get's own output only if it fails.
    for (const tool of missing)
      log(
        `test tools: installing ${tool.name}, for ${tool.usedBy}, from Debian's ${tool.debianPackage} package (once)`,
      );
    const update = aptGet(how.command, ['update', '-qq'], env);
    const install = update.ok ? aptGet(how.command, ['install', '-y', '-qq', ...packages], env) : update;
    missing = lacking();
    if (missing.length === 0) return null;
    if (!install.ok) log(install.output.trimEnd().split('\n').slice(-40).join('\n'));
    why = install.ok
      ? 'apt-get installed them, yet they are still missing'
      : 'apt-get failed (the end of its output is above)';
  }
  const variables = missing.filter((tool) => tool.fromVariable).map((tool) => tool.variable);
  return [
    'The tests need programs this machine does not have:',
    ...missing.map(describe),
    'Install them with:',
    `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    ...(variables.length
      ? [
          `then unset ${variables.join(' and ')} (or point ${variables.length > 1 ? 'them at the programs' : 'it at the program'}).`,
        ]
      : []),
    `(pnpm test installs them by itself on Debian or Ubuntu as root or with password-less sudo; here: ${why}.)`,
  ].join('\n');
}

/** vitest's global set-up (vitest.config.ts): a vitest started by hand checks too. */
export function setup() {
  const problem = ensureTestTools();
  if (problem) throw new Error(problem);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problem = ensureTestTools();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
