import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The house's rules (docs/decisions/0018): packages meet only through the entry points their
// package.json declares, and the browser code imports nothing from the api.

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const PACKAGES = ['api', 'web', 'demo-upstream', 'sdk', 'server-kit', 'rules', 'test-kit', 'schema'];
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.mts'],
  { cwd: ROOT, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && !file.includes('node_modules/'));
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;
const packageOf = (file: string) => PACKAGES.find((name) => file.startsWith(`${name}/`)) ?? 'root';

function importsOf(file: string): string[] {
  return [...readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)].map((match) => match[1]!);
}

const exportsOf = new Map(
  PACKAGES.map((name) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, name, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, unknown>;
    };
    return [manifest.name, new Set(Object.keys(manifest.exports ?? {}))] as const;
  }),
);

describe('package boundaries', () => {
  it('no file imports another package’s files by relative path', () => {
    const crossing = files.flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('.'))
        .filter((spec) => packageOf(normalize(join(dirname(file), spec))) !== packageOf(file))
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(crossing).toEqual([]);
  });

  it('imports of our packages name an entry point the package declares', () => {
    const undeclared = files.flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('@agency/'))
        .filter((spec) => {
          const [scope, name, ...rest] = spec.split('/');
          const entries = exportsOf.get(`${scope}/${name}`);
          return !entries || !entries.has(rest.length ? `./${rest.join('/')}` : '.');
        })
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('the browser code imports nothing from the api or the servers’ plumbing', () => {
    const browserFiles = files.filter((file) => file.startsWith('web/src/'));
    const leaks = browserFiles.flatMap((file) =>
      importsOf(file)
        .filter(
          (spec) =>
            spec.startsWith('@agency/api') ||
            spec.startsWith('@agency/server-kit') ||
            spec.includes('/server/'),
        )
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(leaks).toEqual([]);
  });
});
