import { writeFileSync } from 'node:fs';
import { runSoak } from './lib/soak-run.js';
import { RSS_SLOPE_LIMIT_MB_PER_MIN, summary } from './lib/soak-report.js';

// `pnpm soak` (builds the web first): steady mixed load against the site server while the demo
// upstream cycles through its faults, then checks for crashes, malformed answers, lost or
// duplicated submissions and memory growth. SOAK_SECONDS (default 600), SOAK_RPS (default 30),
// SOAK_OUT=<file> also writes the full report as JSON. Exit code 1 when a check fails.

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const report = await runSoak({
  seconds,
  rps: Number(process.env.SOAK_RPS ?? 30),
  rssSlopeLimit: RSS_SLOPE_LIMIT_MB_PER_MIN,
  rssLimitMb: 1024,
  onProgress: (message) => console.error(`[soak] ${message}`),
});
if (process.env.SOAK_OUT) writeFileSync(process.env.SOAK_OUT, `${JSON.stringify(report, null, 2)}\n`);
console.log(summary(report));
process.exitCode = report.ok ? 0 : 1;
