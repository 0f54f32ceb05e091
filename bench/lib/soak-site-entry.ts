import { appendFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startSite } from '@agency/web/server';

// The site server exactly as web/server/main.ts starts it, plus what only the soak needs: the
// process's own memory figures appended as JSON lines to SOAK_MEMORY_FILE (nothing is added to the
// product's HTTP surface). SIGUSR2 forces a full GC first, so the soak can compare the live heap
// after warm-up with the live heap at the end, which sampled heapUsed (garbage included) cannot.

const file = process.env.SOAK_MEMORY_FILE;
if (!file) throw new Error('SOAK_MEMORY_FILE is required');
const intervalMs = Number(process.env.SOAK_MEMORY_INTERVAL_MS ?? 1000);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function sample(afterGc: boolean): void {
  const m = process.memoryUsage();
  const line = {
    t: Date.now(),
    afterGc,
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
  };
  appendFileSync(file!, `${JSON.stringify(line)}\n`);
}

const site = await startSite(process.env);
setInterval(() => sample(false), intervalMs).unref();
process.on('SIGUSR2', () => {
  gc();
  sample(true);
});
const shutdown = () => void site.stop().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
