import type { Browser } from 'playwright-core';
import { launchPhoneBrowser, openPhone, PHONE } from './lib/phone-browser.js';
import { startSiteProcess } from './lib/processes.js';
import { benchWaysIn } from './lib/soft-navigation-matrix.js';
import { interactAround, readInp, type InpReport } from './lib/soft-navigation-inp.js';
import { tapThrough } from './lib/soft-navigation-taps.js';
import { median, round, table } from './lib/stats.js';

// How fast each tap answers on a throttled phone. By default the matrix of ways in (ADR 29,
// lib/soft-navigation-matrix.ts): every landing page, its first tap and the next, each cell a new
// visitor, beside a baseline git ref (SOFTNAV_BASELINE) or running sites (SOFTNAV_SITES).
// SOFTNAV_MODE=walk: the walk from the home (bench/RESULTS.md section 13) and the INP of a scripted visit. Each run is a
// new visitor (a new browser context). SOFTNAV_SITES=before=URL,after=URL measures several running
// sites, run by run in turn; without it the current build is started (`pnpm build` first).

/** The targets, in ms; a measure without one is reported for information. */
const TARGETS: [RegExp, number][] = [
  [/^card -> profile name$/, 300],
  [/^card -> first photo$/, 1000],
  [/^back -> list cards$/, 200],
  [/^menu -> /, 500],
  [/^PT -> EN texts$/, 400],
  [/^INP$/, 200],
];
const targetOf = (measure: string) => TARGETS.find(([pattern]) => pattern.test(measure))?.[1];

type Run = {
  figures: Record<string, number>;
  inp: InpReport | undefined;
  interactions: number;
  browserInteractions: number;
};

export type SiteResult = {
  site: string;
  url: string;
  runs: number;
  measures: Record<string, { medianMs: number; minMs: number; maxMs: number; targetMs?: number }>;
  /** The INP of each run's visit (web-vitals, the worst interaction by its definition) with what caused it. */
  inp: {
    medianMs: number;
    minMs: number;
    maxMs: number;
    targetMs: number;
    worst: InpReport[];
    interactions: number[];
  };
};

async function visit(browser: Browser, url: string): Promise<Run> {
  const { context, page, network } = await openPhone(browser);
  try {
    const figures = await tapThrough(page, network, url);
    const interactions = await interactAround(page, network);
    const { inp, browserInteractions } = await readInp(page);
    return { figures, inp, interactions, browserInteractions };
  } finally {
    await context.close();
  }
}

function summarise(site: string, url: string, runs: Run[]): SiteResult {
  const spread = (values: number[]) => ({
    medianMs: Math.round(median(values)),
    minMs: Math.round(Math.min(...values)),
    maxMs: Math.round(Math.max(...values)),
  });
  const measures: SiteResult['measures'] = {};
  for (const name of Object.keys(runs[0]!.figures)) {
    measures[name] = {
      ...spread(runs.map((run) => run.figures[name]!)),
      ...(targetOf(name) !== undefined && { targetMs: targetOf(name) }),
    };
  }
  const inps = runs.map((run) => run.inp?.value ?? 0);
  return {
    site,
    url,
    runs: runs.length,
    measures,
    inp: {
      ...spread(inps),
      targetMs: targetOf('INP')!,
      worst: runs
        .map((run) => run.inp)
        .filter((inp): inp is InpReport => inp !== undefined)
        .map((inp) => ({ ...inp, value: round(inp.value, 0) })),
      interactions: runs.map((run) => run.browserInteractions),
    },
  };
}

function sitesToMeasure(): { name: string; url: string }[] | undefined {
  const given = process.env.SOFTNAV_SITES;
  if (!given) return undefined;
  return given.split(',').map((entry) => {
    const [name, url] = entry.split(/=(.*)/s);
    if (!name || !url) throw new Error(`SOFTNAV_SITES entries are name=url, got "${entry}"`);
    return { name, url: url.replace(/\/$/, '') };
  });
}

export function softNavigationTable(results: SiteResult[]): string {
  const cell = (m: { medianMs: number; minMs: number; maxMs: number } | undefined) =>
    m ? `${m.medianMs} (${m.minMs}-${m.maxMs})` : '';
  const names = Object.keys(results[0]!.measures);
  const rows = [...names, 'INP'].map((name) => ({
    measure: name,
    target: targetOf(name) !== undefined ? `<= ${targetOf(name)}` : '',
    ...Object.fromEntries(
      results.map((r) => [`${r.site} median (min-max) ms`, cell(name === 'INP' ? r.inp : r.measures[name])]),
    ),
  }));
  return table(rows);
}

/** `runs` visits per site, interleaved site by site; medians per measure. */
export async function benchSoftNavigation(runs = 5): Promise<SiteResult[]> {
  const given = sitesToMeasure();
  const started = given ? null : await startSiteProcess({});
  // A site that dies mid-run would show as page errors: say so plainly.
  started?.child.once('exit', (code, signal) => console.error(`site process exited (${code ?? signal})`));
  const sites = given ?? [{ name: 'current', url: started!.url }];
  const browser = await launchPhoneBrowser();
  try {
    const visits = new Map<string, Run[]>(sites.map((site) => [site.name, []]));
    for (let i = 0; i < runs; i++) {
      for (const site of sites) {
        // A run the busy machine broke (a timeout) is tried once more before the bench gives up.
        const once = () => visit(browser, site.url);
        const run = await once().catch((error: unknown) => {
          console.error(`${site.name} run ${i + 1} failed once, again: ${String(error).split('\n')[0]}`);
          return once();
        });
        console.error(
          `${site.name} run ${i + 1}: ${JSON.stringify({ ...run.figures, INP: run.inp?.value, inpTarget: run.inp?.target, interactions: run.interactions, browserInteractions: run.browserInteractions })}`,
        );
        visits.get(site.name)!.push(run);
      }
    }
    const results = sites.map((site) => summarise(site.name, site.url, visits.get(site.name)!));
    console.error(
      `\nPhone: CPU ${PHONE.cpuSlowdown}x slower, ${PHONE.latencyMs} ms RTT, ${PHONE.downloadBitsPerSecond / 1e6} Mbit/s down, ${PHONE.uploadBitsPerSecond / 1e3} kbit/s up, ${PHONE.viewport.width}x${PHONE.viewport.height} DPR ${PHONE.deviceScaleFactor}; ${runs} runs\n`,
    );
    console.error(softNavigationTable(results));
    return results;
  } finally {
    await browser.close();
    await started?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  // SOFTNAV_MODE=walk: the home walk above; by default the matrix of ways in (lib/soft-navigation-matrix.ts).
  const result =
    process.env.SOFTNAV_MODE === 'walk' ? await benchSoftNavigation(runs) : await benchWaysIn(runs);
  console.log(JSON.stringify(result, null, 2));
}
