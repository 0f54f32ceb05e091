import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '@agency/test-kit/chromium-args';
import { toolPath } from '@agency/test-kit/test-tools';
import { pathFor, type Route } from '@agency/web/routes';
import { startSitesBesideBaseline } from './lib/sites-beside-baseline.js';
import { median, table } from './lib/stats.js';
import { longTasks, TRACE_CATEGORIES, type LongTask } from './lib/trace-tasks.js';

// The load of every Portuguese page at full CPU speed, a phone's screen, traced by Chromium: every
// main-thread task over 50 ms, with what took longest inside it. A trace, not a score: a task is as
// long on any machine of this speed, whatever Lighthouse simulates. LONG_TASK_SITE=URL measures a
// running site; LONG_TASK_BASELINE=<git ref> measures that build too, load by load in turn with the
// current one; LONG_TASK_PAGES=list,be-a-model only those pages; LONG_TASK_RUNS loads per page
// (default 3); exits 1 when a task of the current build's pages is over the limit. Tasks that are mostly the browser's (committing the navigation, IPC) are
// counted apart, beside an empty page that pays them too (lib/trace-tasks.ts).

const LIMIT_MS = 50;
/**
 * Tasks from this long up are weighed too: at a phone's 4x slower CPU each is 4 x its length, and
 * what passes 50 ms of that blocks the page (4 x duration - 50 summed, roughly how Lighthouse's
 * mobile TBT counts the tasks it observes). A page's whole load, not only its longest task.
 */
const WEIGHED_FROM_MS = 12.5;
const SLOWDOWN = 4;
const RUNS = Number(process.env.LONG_TASK_RUNS ?? 3);
const LIST: Route = { screen: 'models', gender: 'women', category: 'fashion' };

/** A page with nothing of ours: what the browser's own navigation costs on this machine. */
const CONTROL: [string, string] = [
  'empty page (control)',
  'data:text/html,<!doctype html><title>x</title><p>x',
];

async function pages(base: string): Promise<[string, string][]> {
  const html = await (await fetch(`${base}${pathFor('pt', LIST)}`)).text();
  const id = /class="model-card__link"[^>]* href="(\/modelos\/\d+[^"]*)"/.exec(html)?.[1];
  return [
    CONTROL,
    ['home (pre-home)', '/'],
    ['list', pathFor('pt', LIST)],
    ['profile', id ?? '/modelos'],
    ['be-a-model', pathFor('pt', { screen: 'getScouted' })],
    ['selective', pathFor('pt', { screen: 'selective' })],
    ['contact', pathFor('pt', { screen: 'contact' })],
    ['about', pathFor('pt', { screen: 'about' })],
    ['favorites', pathFor('pt', { screen: 'favorites' })],
  ];
}

const given = process.env.LONG_TASK_SITE?.replace(/\/$/, '');
const baselineRef = process.env.LONG_TASK_BASELINE;
const onlyPages = process.env.LONG_TASK_PAGES?.split(',');
const { sites, started } = given
  ? { sites: [{ name: 'given', url: given }], started: [] }
  : await startSitesBesideBaseline(baselineRef);
const browser = await chromium.launch({
  executablePath: toolPath('Chromium'),
  args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
});

/** The page's tasks over WEIGHED_FROM_MS; those over LIMIT_MS are the check's. */
async function load(url: string): Promise<LongTask[]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // The app's start after the load: hydration, the first effects, what is fetched ahead.
  await page.waitForLoadState('networkidle');
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: never[] };
  await context.close();
  return longTasks(trace.traceEvents, url, WEIGHED_FROM_MS);
}

const rows: Record<string, string | number>[] = [];
let over = 0;
try {
  const wanted = (await pages(sites.at(-1)!.url)).filter(([name]) => !onlyPages || onlyPages.includes(name));
  for (const [name, path] of wanted) {
    const found = new Map<string, LongTask[][]>(sites.map((site) => [site.name, []]));
    // Load by load in turn, so both builds see the same machine.
    for (let run = 0; run < RUNS; run++)
      for (const site of sites)
        found.get(site.name)!.push(await load(path.startsWith('data:') ? path : `${site.url}${path}`));
    for (const site of sites) {
      const weighed = found.get(site.name)!;
      const runs = weighed.map((tasks) => tasks.filter((task) => task.durationMs > LIMIT_MS));
      const pageTasks = runs.map((tasks) => tasks.filter((task) => task.page));
      if (site === sites.at(-1)) over += pageTasks.flat().length;
      const worst = pageTasks.flat().sort((a, b) => b.durationMs - a.durationMs)[0];
      const blocking = weighed.map((tasks) =>
        tasks.reduce((sum, task) => sum + Math.max(0, SLOWDOWN * task.durationMs - LIMIT_MS), 0),
      );
      rows.push({
        page: name,
        ...(sites.length > 1 ? { build: site.name } : {}),
        [`page's tasks > ${LIMIT_MS} ms (per run)`]: pageTasks.map((tasks) => tasks.length).join(', '),
        "browser's own (per run)": runs.map((tasks) => tasks.filter((task) => !task.page).length).join(', '),
        'longest ms': worst?.durationMs ?? 0,
        'inside the longest': worst?.inside.join('; ') ?? '',
        [`blocking at ${SLOWDOWN}x, ms (per run; median)`]: `${blocking.join(', ')}; ${median(blocking)}`,
      });
      console.error(`${name} / ${site.name}: ${JSON.stringify(runs)}`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(started.map((child) => child.stop()));
}
console.error(
  `\nFull CPU speed, 390x844 DPR 2, ${RUNS} loads per page; tasks over ${LIMIT_MS} ms on the main thread;` +
    ` blocking: every task over ${WEIGHED_FROM_MS} ms as ${SLOWDOWN} x its length - ${LIMIT_MS} ms, summed\n`,
);
console.log(table(rows));
process.exitCode = over > 0 ? 1 : 0;
