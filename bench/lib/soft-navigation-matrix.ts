import type { Browser } from 'playwright-core';
import { launchPhoneBrowser, openPhone, PHONE } from './phone-browser.js';
import type { Child } from './processes.js';
import { startSitesBesideBaseline, type NamedSite } from './sites-beside-baseline.js';
import { readInp } from './soft-navigation-inp.js';
import { explainSlow, startTrace, tracing } from './soft-navigation-trace.js';
import { cells, siteFacts, walkCell, type SiteFacts } from './soft-navigation-ways.js';
import { median, table } from './stats.js';

// The matrix of ways in (soft-navigation-ways.ts) on the throttled phone: every cell a new visitor,
// sites taken in turn run by run (the current build and a baseline), every run kept.

/** The targets for a measure named "first: card -> profile name" and so on, in ms. */
const TARGETS: [RegExp, number][] = [
  [/card -> profile name$/, 300],
  [/card -> first photo$/, 1000],
  [/back -> /, 200],
  [/menu -> /, 500],
  // A filter's change is another screen's main content (the narrowed board).
  [/filter .* -> board$/, 500],
  [/PT -> EN texts$/, 400],
  [/^INP$/, 200],
];
const targetOf = (measure: string) => TARGETS.find(([pattern]) => pattern.test(measure))?.[1];

type Site = { name: string; url: string; facts: SiteFacts };
export type MatrixRow = { cell: string; measure: string; target?: number; runs: Record<string, number[]> };

function sitesGiven(): { name: string; url: string }[] | undefined {
  const given = process.env.SOFTNAV_SITES;
  return given?.split(',').map((entry) => {
    const [name, url] = entry.split(/=(.*)/s);
    if (!name || !url) throw new Error(`SOFTNAV_SITES entries are name=url, got "${entry}"`);
    return { name, url: url.replace(/\/$/, '') };
  });
}

/** SOFTNAV_SITES, or this build and (SOFTNAV_BASELINE=<git ref>) that ref's, started here. */
async function startSites(): Promise<{ sites: NamedSite[]; started: Child[] }> {
  const given = sitesGiven();
  if (given) return { sites: given, started: [] };
  return startSitesBesideBaseline(process.env.SOFTNAV_BASELINE);
}

async function visit(browser: Browser, site: Site, cell: ReturnType<typeof cells>[number], run: number) {
  const { context, page, network } = await openPhone(browser);
  let traced = tracing();
  if (traced) await startTrace(browser, page);
  try {
    const tapOf: Record<string, number> = {};
    const figures = await walkCell(page, network, site.url, site.facts, cell, run, tapOf);
    const { inp } = await readInp(page);
    if (traced) {
      traced = false;
      const trace = await browser.stopTracing();
      const slow = Object.entries(figures).flatMap(([measure, ms]) => {
        const target = targetOf(measure);
        return target !== undefined && ms > target
          ? [{ measure, tap: tapOf[measure]!, ms: Math.round(ms) }]
          : [];
      });
      if (slow.length) explainSlow(trace, `${cell.name} ${site.name} run ${run + 1}`, slow);
    }
    return { ...figures, INP: Math.round(inp?.value ?? 0) };
  } finally {
    // A visit that failed still ends its trace: the browser takes one at a time.
    if (traced) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

export async function benchWaysIn(runs: number): Promise<MatrixRow[]> {
  const only = process.env.SOFTNAV_WAYS?.split(',').map((name) => name.trim());
  const { sites: running, started } = await startSites();
  const browser = await launchPhoneBrowser();
  try {
    const sites: Site[] = await Promise.all(
      running.map(async (s) => ({ ...s, facts: await siteFacts(s.url) })),
    );
    const rows = new Map<string, MatrixRow>();
    for (const cell of cells(only)) {
      for (let run = 0; run < runs; run++) {
        for (const site of sites) {
          const once = () => visit(browser, site, cell, run);
          const figures = await once()
            .catch((error: unknown) => {
              console.error(
                `${cell.name} / ${site.name} run ${run + 1} failed once, again: ${String(error).split('\n')[0]}`,
              );
              return once();
            })
            .catch((error: unknown) => {
              console.error(
                `${cell.name} / ${site.name} run ${run + 1} failed: ${String(error).split('\n')[0]}`,
              );
              return {};
            });
          console.error(`${cell.name} / ${site.name} run ${run + 1}: ${JSON.stringify(figures)}`);
          for (const [measure, value] of Object.entries(figures)) {
            const key = `${cell.name}\u0000${measure}`;
            const row = rows.get(key) ?? {
              cell: cell.name,
              measure,
              ...(targetOf(measure) !== undefined && { target: targetOf(measure) }),
              runs: Object.fromEntries(sites.map((s) => [s.name, []])),
            };
            row.runs[site.name]!.push(Math.round(value));
            rows.set(key, row);
          }
        }
      }
    }
    const result = [...rows.values()];
    console.error(
      `\nPhone: CPU ${PHONE.cpuSlowdown}x, ${PHONE.latencyMs} ms RTT, ${PHONE.downloadBitsPerSecond / 1e6} Mbit/s down; ${runs} runs per cell and site, in turn\n`,
    );
    console.error(
      matrixTable(
        result,
        sites.map((s) => s.name),
      ),
    );
    return result;
  } finally {
    await browser.close();
    await Promise.all(started.map((child) => child.stop()));
  }
}

/** Markdown: one row per cell and measure, each site's median and every run. */
export function matrixTable(rows: MatrixRow[], sites: string[]): string {
  return table(
    rows.map((row) => ({
      'way in': row.cell,
      measure: row.measure,
      target: row.target !== undefined ? `<= ${row.target}` : '',
      ...Object.fromEntries(
        sites.map((site) => {
          const values = row.runs[site] ?? [];
          return [
            `${site} median (runs) ms`,
            values.length ? `${Math.round(median(values))} (${values.join(', ')})` : '',
          ];
        }),
      ),
    })),
  );
}
