import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

// The package as partners get it: `tsc -p tsconfig.build.json` (the build script) emits ESM and
// .d.ts where package.json's exports point, and the output runs without the workspace. Built into
// a temporary folder, so the test leaves no dist/ behind and races no other build.

const sdkDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8')) as {
  scripts: { build: string };
  exports: { '.': { types: string; default: string } };
};
const tsc = createRequire(join(sdkDir, 'package.json')).resolve('typescript/bin/tsc');
let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'sdk-dist-'));
  expect(pkg.scripts.build).toBe('tsc -p tsconfig.build.json');
  await promisify(execFile)(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir], {
    cwd: sdkDir,
  });
}, 120_000);

describe('build', () => {
  it('emits the files the package exports point at', () => {
    // exports name dist/…; the build went to outDir instead of dist.
    const inOut = (path: string) => join(outDir, path.replace(/^\.\/dist\//, ''));
    expect(existsSync(inOut(pkg.exports['.'].default))).toBe(true);
    expect(existsSync(inOut(pkg.exports['.'].types))).toBe(true);
    const types = readFileSync(join(outDir, 'generated', 'graphql.d.ts'), 'utf8');
    expect(types).toContain('export type BoardQuery =');
    expect(types).toContain(
      'export declare const BoardDocument: TypedDocumentString<BoardQuery, BoardQueryVariables>;',
    );
    expect(readFileSync(join(outDir, 'client.d.ts'), 'utf8')).toContain(
      'export declare function createAgencyClient(options: AgencyClientOptions): AgencyClient;',
    );
  });

  it('runs as plain ESM: the client and the documents load from the output', async () => {
    const built = (await import(pathToFileURL(join(outDir, 'index.js')).href)) as Record<string, unknown>;
    expect(typeof built.createAgencyClient).toBe('function');
    expect(String(built.BoardDocument)).toMatch(/^\s*query Board\(/);
    expect(typeof built.RateLimitedError).toBe('function');
  });
});
