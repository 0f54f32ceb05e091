import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Apollo Server loads graphql's CommonJS build (Node's resolution); Vite would give the code under
// test the ESM build, and graphql refuses types from "another realm" (the cost analysis walks the
// server's schema): one copy for both.
const graphqlCommonJs = createRequire(import.meta.url).resolve('graphql');
// The API's tests import the SDK's documents as a partner does (`@agency/sdk`): its sources, as the
// `@agency/source` condition of sdk/package.json gives them to tsc, so no build comes first.
const sdkSource = fileURLToPath(new URL('./sdk/src/index.ts', import.meta.url));

export default defineConfig({
  // As in web/vite.config.ts: one React for component tests, whatever else brings React 18.
  resolve: {
    dedupe: ['react', 'react-dom'],
    alias: [
      { find: /^graphql$/, replacement: graphqlCommonJs },
      { find: /^@agency\/sdk$/, replacement: sdkSource },
    ],
  },
  test: {
    // Chromium, redis-server and setpriv are there before any suite starts (installed if need be);
    // the run's temporary folders go under one that is removed at its end.
    globalSetup: ['scripts/ensure-test-tools.mjs', 'scripts/test-temp-dir.mjs'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each worker keeps the modules it imported from one test file to the next instead of importing
    // them all again (playwright-core, the API, the site's server): that was 3 of the 20 minutes.
    // Nothing a test starts lives in a module: every file starts and stops its own servers.
    isolate: false,
    projects: [
      {
        // Inherits the root's resolve settings (one React, one graphql).
        extends: true,
        test: {
          name: 'unit-and-integration',
          // bench/soak.test.ts renders pages, so it needs web/dist: `pnpm test` builds before vitest.
          include: [
            '{api,web,demo-upstream,sdk,server-kit,test-kit,rules}/{src,test,server}/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Integration suites start real servers; two cores, so keep files from crowding each other.
          maxWorkers: 2,
          // First, then the browser files alone (a project with its own worker count needs its own group).
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['web/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium and one site at a time on a 2-core machine.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // A page's change (a photo's preview, a filtered board) can take over vitest's default
          // second on a loaded machine: polls wait for it up to 10 s, and still end as soon as it shows.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
