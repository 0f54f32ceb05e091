// Compiles the servers (the site server, the API, the demo upstream and the workspace packages they
// import) from TypeScript to JavaScript, so `pnpm start` and the image run plain `node` (ADR 21).
// esbuild bundles each package's own modules into <package>/dist-node/, one file per entry point
// plus shared chunks; npm packages and the other workspace packages stay imports, resolved by Node
// at run time: a workspace package's export names its built file under the `@agency/built`
// condition (`node --conditions=@agency/built`), its source under `default` for tsx, Vite and tsc.
// Type checking is `pnpm typecheck`'s job; this only strips types (well under a second).
// A `standalone` entry (the API started on its own) is bundled with its npm packages instead: a
// start then reads a few files rather than ~700 (ADR 21).
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { trimSourceMap } from './trim-source-map.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const BUILT_CONDITION = '@agency/built';
export const OUT_DIR = 'dist-node';

/**
 * The packages Node runs in production. Their exports with an `@agency/built` target are built;
 * `mains` are the processes started by file (not imported), `assets` files read at run time from
 * beside the module that reads them, `standalone` processes bundled with their npm packages.
 */
const PACKAGES = [
  { dir: 'server-kit' },
  { dir: 'rules' },
  {
    dir: 'api',
    // The comp card's renderer thread, started by file (api/src/modules/comp-card/comp-card-renderer.ts).
    mains: ['src/modules/comp-card/comp-card-worker.ts'],
    assets: ['src/http/sandbox-start.js'],
    standalone: ['src/main.ts'],
  },
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

/** What every build here shares: ES modules for the pinned Node, bundled, with source maps. */
const ESBUILD_BASE = {
  bundle: true,
  // One copy of each module shared by several entries (a request context must be one object).
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
};

const stem = (file) => basename(file).replace(/\.[cm]?[jt]sx?$/, '');

/**
 * Kept as imports in a standalone bundle: the schema reads its .graphql files from beside its own
 * module, sharp loads a native binary of its own, pdfkit its font metrics through its own
 * `#standard-fonts/*` imports (bundled: "Cannot find module '#standard-fonts/Helvetica'"), @ffmpeg-installer its
 * binary beside its own module.
 */
const STANDALONE_EXTERNAL = ['@agency/schema/*', 'sharp', 'pdfkit', '@ffmpeg-installer/ffmpeg'];

async function buildPackage({ dir, mains = [], assets = [], standalone = [] }) {
  const packageDir = join(ROOT, dir);
  const outdir = join(packageDir, OUT_DIR);
  const entryPoints = [
    ...builtExports(dir)
      .filter(([source]) => !standalone.includes(source.replace(/^\.\//, '')))
      .map(([source, built]) => ({ in: join(packageDir, source), out: stem(built) })),
    ...mains.map((main) => ({ in: join(packageDir, main), out: stem(main) })),
  ];
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...ESBUILD_BASE,
    entryPoints,
    outdir,
    // npm packages from the package's node_modules, workspace packages through their exports.
    packages: 'external',
  });
  for (const asset of assets) copyFileSync(join(packageDir, asset), join(outdir, basename(asset)));
  if (standalone.length > 0) await buildStandalone(packageDir, outdir, standalone);
}

/**
 * Apollo's `createHash` (the SHA-256 of each operation's text, the key of its parsed document)
 * takes Node's crypto only when its module has `module.require`, which esbuild's CommonJS wrapper
 * lacks: bundled, it fell back to sha.js, SHA-256 in JavaScript (with its polyfills, ~10 ms of a
 * start loading them and slower on every request; bench/RESULTS.md section 15). It is Node's own here.
 */
const NODE_CREATE_HASH = {
  name: 'node-create-hash',
  setup(plugin) {
    plugin.onResolve({ filter: /^@apollo\/utils\.createhash$/ }, () => ({
      path: 'apollo',
      namespace: 'createhash',
    }));
    plugin.onLoad({ filter: /.*/, namespace: 'createhash' }, () => ({
      contents: "export { createHash } from 'node:crypto';",
    }));
  },
};

const inNodeModules = (path) => path.includes('node_modules/');
// Our code's mappings only (a package's own map may name its sources by URL); a chunk of packages
// alone loses its map altogether.
const ours = (source) => !inNodeModules(source) && !/^[a-z][a-z0-9+.-]*:/.test(source);
const VENDOR = 'standalone-vendor';
/**
 * Packages left out of the vendor entry, whose `export * as` would keep every export of theirs:
 * zod/mini is made to be tree-shaken (its locales alone are ~600 KB, the API uses one), so esbuild
 * keeps only what our code calls, beside our code.
 */
const TREE_SHAKEN = ['zod/mini', 'zod/locales'];

/**
 * Each entry with its npm and workspace packages (from their sources) in one bundle, lazily
 * imported modules in chunks beside it: one copy of each module within the process. Written to the
 * same folder as the package's build; its chunks are its own (the site server mounting the API
 * imports the package build, whose npm packages stay imports).
 *
 * The npm packages our code imports go to chunks of their own, without a source map: with
 * `--enable-source-maps` Node reads the map of each file it loads and counts its lines, and pino
 * maps its caller's stack at start, so a map of everything cost ~100 ms of a start (ADR 21). A
 * second entry importing those packages makes esbuild split them off; its own file is dropped.
 */
async function buildStandalone(packageDir, outdir, entries) {
  const options = {
    ...ESBUILD_BASE,
    entryPoints: entries.map((main) => ({ in: join(packageDir, main), out: stem(main) })),
    outdir,
    external: STANDALONE_EXTERNAL,
    // CommonJS packages inside an ES module still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as createRequire$ } from 'node:module'; const require = createRequire$(import.meta.url);",
    },
    metafile: true,
    absWorkingDir: ROOT,
    plugins: [NODE_CREATE_HASH],
  };
  const probe = await build({ ...options, write: false });
  const vendor = new Set();
  for (const [path, input] of Object.entries(probe.metafile.inputs))
    for (const { path: target, kind, original } of bundledImportsOfOurs(path, input))
      if (kind === 'import-statement' && inNodeModules(target) && !TREE_SHAKEN.includes(original))
        vendor.add(original);
  const { metafile } = await build({
    ...options,
    entryPoints: [...options.entryPoints, { in: VENDOR, out: VENDOR }],
    plugins: [
      ...options.plugins,
      {
        name: VENDOR,
        setup(plugin) {
          plugin.onResolve({ filter: new RegExp(`^${VENDOR}$`) }, () => ({
            path: VENDOR,
            namespace: VENDOR,
          }));
          plugin.onLoad({ filter: /.*/, namespace: VENDOR }, () => ({
            contents: [...vendor]
              .map((name, i) => `export * as p${i} from ${JSON.stringify(name)};`)
              .join('\n'),
            resolveDir: packageDir,
          }));
        },
      },
    ],
  });
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const code = join(ROOT, file);
    const map = `${code}.map`;
    if (output.entryPoint === `${VENDOR}:${VENDOR}`) {
      rmSync(code);
      rmSync(map);
      continue;
    }
    // One mapping per line: pino's caller lookup parses this map at start (~4x faster, and a
    // smaller heap), and a stack trace still names our file and line.
    const trimmed = trimSourceMap(readFileSync(map, 'utf8'), ours, { lines: true });
    if (JSON.parse(trimmed).sources.length > 0) writeFileSync(map, trimmed);
    else {
      rmSync(map);
      writeFileSync(code, readFileSync(code, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\n?$/, '\n'));
    }
  }
}

/** The imports of one of our modules (not a package's) that esbuild bundled. */
function bundledImportsOfOurs(path, input) {
  return inNodeModules(path) ? [] : input.imports.filter((imported) => !imported.external);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await Promise.all(PACKAGES.map(buildPackage));
}
