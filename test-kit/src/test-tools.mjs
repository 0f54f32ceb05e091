// The system programs the tests run, where the tests and scripts/ensure-test-tools.mjs look for
// them (one place, so the check and the tests never disagree) and the Debian package of each.
import { accessSync, constants, readFileSync } from 'node:fs';

/** Ubuntu names Debian's `chromium` package `chromium-browser`. */
function onUbuntu() {
  try {
    return /^(ID|ID_LIKE)=.*ubuntu/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ name: string, usedBy: string, variable: string, path: string, fromVariable: boolean, debianPackage: string }[]}
 */
export function testTools(env = process.env) {
  // Where Debian's packages put them; the test of ensure-test-tools.mjs points it at an empty folder.
  const bin = env.TEST_TOOLS_DIR || '/usr/bin';
  const tool = (name, usedBy, variable, programs, debianPackage) => {
    const defaultPaths = programs.map((program) => `${bin}/${program}`);
    const configured = env[variable] || undefined;
    // Without the variable: the first default that exists (else the first, to name it as missing).
    const path = configured ?? defaultPaths.find(isExecutable) ?? defaultPaths[0];
    return { name, usedBy, variable, path, fromVariable: configured !== undefined, debianPackage };
  };
  return [
    tool(
      'Chromium',
      'the browser tests (web/e2e)',
      'CHROMIUM_PATH',
      ['chromium', 'chromium-browser'],
      onUbuntu() ? 'chromium-browser' : 'chromium',
    ),
    tool(
      'redis-server',
      'the shared-cache tests (api/test/redis-*)',
      'REDIS_SERVER_PATH',
      ['redis-server'],
      'redis-server',
    ),
    tool(
      'setpriv',
      'every test that starts a process (so none outlives its test)',
      'SETPRIV_PATH',
      ['setpriv'],
      'util-linux',
    ),
  ];
}

/** @param {Record<string, string | undefined>} env */
export const toolPath = (name, env = process.env) => testTools(env).find((tool) => tool.name === name).path;
