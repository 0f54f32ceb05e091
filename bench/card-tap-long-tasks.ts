import { launchPhoneBrowser, openPhone } from './lib/phone-browser.js';
import { startSitesBesideBaseline } from './lib/sites-beside-baseline.js';
import { median } from './lib/stats.js';

// What a card's tap costs the throttled phone's main thread after the profile is shown: the pt
// list landed on as a new visitor, the first card tapped once the network is quiet, then the
// browser's own long tasks (50 ms or more, at the phone's 4x slower CPU) until the gallery's
// slider is built and the network is quiet again. CARD_TAP_BASELINE=<git ref> measures that build
// too, site by site in turn; BENCH_RUNS visits a site (default 6).

const runs = Number(process.env.BENCH_RUNS ?? 6);
const { sites, started } = await startSitesBesideBaseline(process.env.CARD_TAP_BASELINE);
const browser = await launchPhoneBrowser();
const seen = new Map<string, number[][]>();
try {
  for (let run = 0; run < runs; run++)
    for (const site of sites) {
      const { context, page, network } = await openPhone(browser);
      try {
        await page.goto(`${site.url}/modelos/mulheres/fashion`, { waitUntil: 'load', timeout: 90_000 });
        await network.idle(1500, 30_000);
        // Playwright's own script, compiled in the page the first time a locator needs it (a long
        // task of its own at 4x, bench/RESULTS.md section 50): installed before anything is counted.
        await page.waitForFunction(() => true);
        await page.evaluate(() => {
          const w = window as unknown as { longTasks: number[] };
          w.longTasks = [];
          new PerformanceObserver((list) =>
            list.getEntries().forEach((entry) => w.longTasks.push(Math.round(entry.duration))),
          ).observe({ type: 'longtask' });
        });
        await page.locator('main .model-card__link').first().tap();
        await page
          .locator('.gallery-slider .swiper-initialized')
          .waitFor({ state: 'attached', timeout: 30_000 });
        await network.idle(1000, 10_000);
        const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
        seen.set(site.name, [...(seen.get(site.name) ?? []), tasks]);
        console.log(`${site.name} run ${run + 1}: ${JSON.stringify(tasks)} ms`);
      } finally {
        await context.close();
      }
    }
} finally {
  await browser.close();
  for (const child of started) await child.stop();
}

console.log('\n| build | longest task per run, ms (median) | long tasks summed per run, ms (median) |');
console.log('| --- | --- | --- |');
for (const [name, visits] of seen) {
  const longest = visits.map((tasks) => Math.max(0, ...tasks));
  const summed = visits.map((tasks) => tasks.reduce((sum, ms) => sum + ms, 0));
  console.log(
    `| ${name} | ${longest.join(', ')} (${median(longest)}) | ${summed.join(', ')} (${median(summed)}) |`,
  );
}
