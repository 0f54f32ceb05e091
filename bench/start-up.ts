// `pnpm start`'s server side by side in two trees (ADR 21): how long from the command to the site's
// "site listening" line and to its first rendered page, and the memory of every process it runs
// (pnpm, the shell, Node: the site with its mounted API, the demo upstream; tsx's own process
// where the tree runs through tsx). The build step is left out: both trees are built beforehand.
//   BEFORE_DIR=/path/to/other/tree [START_RUNS=5] node --import tsx bench/start-up.ts
// Each tree runs `pnpm --filter @agency/web start` as `pnpm start` does after building, with the
// machine's PATH plus that tree's own node_modules/.bin (as pnpm gives its scripts), alternating.
import { readdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnGroup, stopChild } from '@agency/test-kit/children';
import { median, round, table } from './lib/stats';

const AFTER_DIR = fileURLToPath(new URL('../', import.meta.url));
const BEFORE_DIR = process.env.BEFORE_DIR;
const RUNS = Number(process.env.START_RUNS ?? 5);
if (!BEFORE_DIR) throw new Error('BEFORE_DIR must name the other tree (installed and built)');

type Sample = { listeningMs: number; firstPageMs: number; rssMb: number; processes: string };

const machinePath = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => !dir.includes('node_modules/.bin'))
  .join(delimiter);

/** Every process descending from `root` (itself included): pid and command line. */
function tree(root: number): { pid: number; command: string }[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    found.push(pid);
    for (const child of parents.get(pid) ?? []) walk(child);
  };
  walk(root);
  return found.map((pid) => ({
    pid,
    command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 3).join(' '),
  }));
}

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function startOnce(dir: string): Promise<Sample> {
  const started = performance.now();
  const child = spawnGroup('pnpm', ['--filter', '@agency/web', 'start'], {
    cwd: dir,
    env: {
      PATH: `${join(dir, 'node_modules/.bin')}${delimiter}${machinePath}`,
      HOME: process.env.HOME,
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /"url":"(http:\/\/localhost:\d+)"[^\n]*"msg":"site listening"/.exec(output);
        if (match) resolve(match[1]!);
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`${dir}: exited with ${code}\n${output}`)));
    });
    const listeningMs = performance.now() - started;
    const page = await fetch(`${url}/`);
    await page.text();
    if (page.status !== 200) throw new Error(`${dir}: / answered ${page.status}`);
    const firstPageMs = performance.now() - started;
    // Memory once a page has been rendered (modules loaded, caches warm for that page).
    const processes = tree(child.pid!);
    const rss = processes.map((p) => ({ ...p, kb: rssKb(p.pid) }));
    return {
      listeningMs,
      firstPageMs,
      rssMb: rss.reduce((sum, p) => sum + p.kb, 0) / 1024,
      processes: rss
        .filter((p) => p.kb > 10_000)
        .map(
          (p) =>
            `${p.command.replace(dir, '').replace(/\S*\/bin\/node/, 'node')}: ${Math.round(p.kb / 1024)}`,
        )
        .join('; '),
    };
  } finally {
    await stopChild(child);
  }
}

const samples: Record<'before' | 'after', Sample[]> = { before: [], after: [] };
for (let run = 0; run < RUNS; run++) {
  samples.before.push(await startOnce(BEFORE_DIR));
  samples.after.push(await startOnce(AFTER_DIR));
}

const summary = (name: 'before' | 'after', dir: string) => {
  const s = samples[name];
  return {
    tree: `${name} (${dir})`,
    'to "site listening" (ms)': Math.round(median(s.map((x) => x.listeningMs))),
    'to first page (ms)': Math.round(median(s.map((x) => x.firstPageMs))),
    'RSS of all processes (MB)': round(median(s.map((x) => x.rssMb)), 1),
    'processes over 10 MB, last run (MB)': s.at(-1)!.processes,
  };
};
console.log(`medians of ${RUNS} alternating runs each`);
console.log(table([summary('before', BEFORE_DIR), summary('after', AFTER_DIR)]));
for (const name of ['before', 'after'] as const) {
  console.log(
    `${name}: listening ${samples[name].map((x) => Math.round(x.listeningMs)).join(', ')} ms; RSS ${samples[name].map((x) => round(x.rssMb, 1)).join(', ')} MB`,
  );
}
