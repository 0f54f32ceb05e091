import type { Plugin } from 'vite';

/** Where the client build records which source modules each chunk holds (file → module ids). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes the module list of every client chunk next to Vite's manifest. Rolldown names a shared
 * chunk after one of its modules (zod once hid in "CombinedGraphQLErrors"), so the bundle budget
 * test reads this file to know which packages a page really loads.
 */
export function chunkModules(): Plugin {
  return {
    name: 'agency:chunk-modules',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        // Paths from the workspace's node_modules or web/, so the file is the same on every machine.
        modules[output.fileName] = Object.keys(output.modules).map((id) =>
          id
            .replace(/^.*[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?/, '')
            .replace(/^.*[\\/]web[\\/]/, ''),
        );
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules) });
    },
  };
}
