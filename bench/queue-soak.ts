import { writeFileSync } from 'node:fs';
import { runQueueSoak } from './lib/queue-soak-run.js';

// `pnpm soak:queue`: the submissions queue through machine failures (bench/lib/queue-soak-run.ts).
// QUEUE_SOAK_SUBMISSIONS (default 1000), QUEUE_SOAK_SECONDS (default 300), QUEUE_SOAK_KILL_EVERY
// (seconds, default 20), QUEUE_SOAK_OUTAGE (seconds the panel is down, default 60),
// QUEUE_SOAK_OUT=<file> also writes the report as JSON. Exit code 1 when one is lost.

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const report = await runQueueSoak({
  submissions: env('QUEUE_SOAK_SUBMISSIONS', 1000),
  seconds: env('QUEUE_SOAK_SECONDS', 300),
  killEverySeconds: env('QUEUE_SOAK_KILL_EVERY', 20),
  outageSeconds: env('QUEUE_SOAK_OUTAGE', 60),
  onProgress: (message) => console.error(`[queue-soak] ${message}`),
});
if (process.env.QUEUE_SOAK_OUT)
  writeFileSync(process.env.QUEUE_SOAK_OUT, `${JSON.stringify(report, null, 2)}\n`);
const { missing, duplicated, unexpected, ...figures } = report;
console.log(
  JSON.stringify({ ...figures, missing: missing.length, duplicated, unexpected: unexpected.length }, null, 2),
);
process.exitCode = missing.length === 0 && report.repeatsWithOtherKeys === 0 ? 0 : 1;
