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

/** The package.json of npm package `name` as the package of `file` resolves it (pnpm links each package's own). */
function manifestOf(file: string, name: string): { exports?: unknown } | undefined {
  for (const dir of [packageOf(file), '.']) {
    try {
      return JSON.parse(
        readFileSync(join(ROOT, dir === 'root' ? '.' : dir, 'node_modules', name, 'package.json'), 'utf8'),
      ) as {
        exports?: unknown;
      };
    } catch {
      // not linked here; try the root
    }
  }
  return undefined;
}

/** Whether `subpath` ('.' or './x') is one the package's `exports` declares (patterns with '*' included). */
function declares(exports: unknown, subpath: string): boolean {
  if (typeof exports === 'string' || Array.isArray(exports)) return subpath === '.';
  if (typeof exports !== 'object' || exports === null) return false;
  const keys = Object.keys(exports);
  // An exports object of conditions only ({ import, require }) describes '.' alone.
  if (!keys.some((key) => key.startsWith('.'))) return subpath === '.';
  return keys.some((key) => {
    if (!key.includes('*')) return key === subpath;
    const [head, tail] = key.split('*') as [string, string];
    return subpath.startsWith(head) && subpath.endsWith(tail) && subpath.length >= head.length + tail.length;
  });
}

/**
 * Paths inside packages without an `exports` map that the package's own documentation names:
 * Ajv's "JSON Schema draft 2020-12" guide imports `ajv/dist/2020`; Leaflet's "Download" page ships
 * `dist/leaflet.css` and `dist/images/` (the default marker's files, which a bundler must be given).
 */
const DOCUMENTED_PATHS = [
  /^ajv\/dist\/2020(\.js)?$/,
  /^leaflet\/dist\/(leaflet\.css|images\/marker-[a-z0-9-]+\.png)$/,
];

describe('npm packages through their front doors', () => {
  const code = files.filter((file) => !file.includes('/generated/') && !file.startsWith('web/src/gql/'));

  it('imports of npm packages name an entry point the package declares', () => {
    const inside = code.flatMap((file) =>
      importsOf(file)
        .filter((spec) => !spec.startsWith('.') && !spec.startsWith('node:') && !spec.startsWith('@agency/'))
        .filter((spec) => !spec.startsWith('virtual:') && !spec.startsWith('/'))
        .filter((spec) => {
          const parts = spec.split('/');
          const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
          const rest = parts.slice(spec.startsWith('@') ? 2 : 1).join('/');
          const manifest = manifestOf(file, name);
          if (!manifest) return false; // Node built-ins without the prefix, or aliases: tsc checks those
          if (manifest.exports === undefined)
            return (
              /^(lib|dist|src|build|cjs|esm)\//.test(rest) &&
              !DOCUMENTED_PATHS.some((path) => path.test(spec))
            );
          return !declares(manifest.exports, rest ? `./${rest}` : '.');
        })
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(inside).toEqual([]);
  });

  it('no import is made to compile by silencing the type checker', () => {
    const silenced = code.filter((file) =>
      /@ts-(?:expect-error|ignore)[^\n]*\n\s*import\b/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(silenced).toEqual([]);
  });
});
