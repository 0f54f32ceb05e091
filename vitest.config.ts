import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{api,web,demo-upstream}/{src,test,server}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration suites start real servers; two cores, so keep files from crowding each other.
    maxWorkers: 2,
  },
});
