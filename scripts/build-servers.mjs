// Compiles the servers (the site server, the API, the demo upstream and the workspace packages they
// import) from TypeScript to JavaScript, so `pnpm start` and the image run plain `node` (ADR 21).
// esbuild bundles each package's own modules into <package>/dist-node/, one file per entry point
// plus shared chunks; npm packages and the other workspace packages stay imports, resolved by Node
// at run time: a workspace package's export names its built file under the `@agency/built`
// condition (`node --conditions=@agency/built`), its source under `default` for tsx, Vite and tsc.
// Type checking is `pnpm typecheck`'s job; this only strips types (well under a second).
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const BUILT_CONDITION = '@agency/built';
export const OUT_DIR = 'dist-node';

/**
 * The packages Node runs in production. Their exports with an `@agency/built` target are built;
 * `mains` are the processes started by file (not imported), `assets` files read at run time from
 * beside the module that reads them.
 */
const PACKAGES = [
  { dir: 'server-kit' },
  { dir: 'rules' },
  { dir: 'api', assets: ['src/http/sandbox-start.js'] },
  { dir: 'demo-upstream', mains: ['src/main.ts'] },
  { dir: 'web', mains: ['server/main.ts'] },
];

/** [source, built] for each export that has a built form, e.g. ['./src/logger.ts', './dist-node/logger.js']. */
export function builtExports(dir) {
  const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
  return Object.values(manifest.exports ?? {})
    .filter((target) => typeof target === 'object' && target[BUILT_CONDITION])
    .map((target) => [target.default, target[BUILT_CONDITION]]);
}

const stem = (file) => basename(file).replace(/\.[cm]?[jt]sx?$/, '');

async function buildPackage({ dir, mains = [], assets = [] }) {
  const packageDir = join(ROOT, dir);
  const outdir = join(packageDir, OUT_DIR);
  const entryPoints = [
    ...builtExports(dir).map(([source, built]) => ({ in: join(packageDir, source), out: stem(built) })),
    ...mains.map((main) => ({ in: join(packageDir, main), out: stem(main) })),
  ];
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir,
    bundle: true,
    // One copy of each module shared by several entries (a request context must be one object).
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // npm packages from the package's node_modules, workspace packages through their exports.
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  for (const asset of assets) copyFileSync(join(packageDir, asset), join(outdir, basename(asset)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await Promise.all(PACKAGES.map(buildPackage));
}
