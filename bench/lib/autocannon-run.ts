import autocannon from 'autocannon';
import { percentile } from './stats.js';

// Run by load.ts in a process of its own (the load generator never shares a server's event loop).
// autocannon's own percentiles come from a histogram of whole milliseconds: at a fixed rate two
// servers both answering in 1.x ms read "1". Its 'response' event carries each answer's time as a
// float, so the percentiles of the answers themselves are printed beside its result.

type Job = {
  url: string;
  connections: number;
  seconds: number;
  rate?: number;
  headers: Record<string, string>;
};

const job = JSON.parse(process.argv[2]!) as Job;
const times: number[] = [];
const instance = autocannon(
  {
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    headers: job.headers,
    ...(job.rate === undefined ? {} : { overallRate: job.rate }),
  },
  (error, result) => {
    if (error) {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    }
    times.sort((a, b) => a - b);
    process.stdout.write(
      JSON.stringify({
        result,
        answered: { count: times.length, p50: percentile(times, 0.5), p99: percentile(times, 0.99) },
      }),
    );
  },
);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
});
