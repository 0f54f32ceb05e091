import { setTimeout as delay } from 'node:timers/promises';
import { pathFor } from '@agency/web/routes';
import { launchPhoneBrowser, openPhone } from './lib/phone-browser.js';
import { startSitesBesideBaseline } from './lib/sites-beside-baseline.js';
import { median, table } from './lib/stats.js';

// A visitor correcting an application form on a phone: an empty send (every field marked), then
// a name typed letter by letter into the first field, each keystroke re-validating that field. The
// figure is the longest keyboard or input event of the typing (Event Timing's duration, what INP
// reads). The throttled phone of lib/phone-browser.ts, loaded, then left to settle before the send.
// FORM_BASELINE=<git ref> measures that build too, visit by visit in turn; FORM_RUNS visits per
// form and build (default 5).

const RUNS = Number(process.env.FORM_RUNS ?? 5);
const TYPED = 'Ana Lima';
const FORMS = [
  ['be-a-model', pathFor('pt', { screen: 'getScouted' })],
  ['selective', pathFor('pt', { screen: 'selective' })],
] as const;

const { sites, started } = await startSitesBesideBaseline(process.env.FORM_BASELINE);
const browser = await launchPhoneBrowser();

async function longestKeystroke(url: string): Promise<number> {
  const { context, page, network } = await openPhone(browser);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await network.idle(1000, 20_000);
    await page.locator('main form.application-form button[type="submit"]').tap();
    const name = page.locator('main input[name="realname"]');
    await page.locator('main input[name="realname"][aria-invalid="true"]').waitFor();
    await network.idle(500, 10_000);
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { keystrokeDurations: seen });
      // Event Timing's durationThreshold is missing from TypeScript's DOM types.
      const options = { type: 'event', durationThreshold: 16 } as PerformanceObserverInit;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (['keydown', 'keypress', 'input', 'keyup'].includes(entry.name)) seen.push(entry.duration);
      }).observe(options);
    });
    await name.focus();
    // A person's pace, so each keystroke is its own interaction.
    for (const letter of TYPED) {
      await page.keyboard.type(letter);
      await delay(150);
    }
    await page.waitForFunction(
      () => !document.querySelector('main input[name="realname"][aria-invalid="true"]'),
    );
    // Event Timing reports an event once its frame is painted.
    await delay(500);
    const durations = await page.evaluate(
      () => (window as unknown as { keystrokeDurations: number[] }).keystrokeDurations,
    );
    console.error(`  events over 16 ms: ${durations.join(', ')}`);
    return Math.max(0, ...durations);
  } finally {
    await context.close();
  }
}

try {
  const runs = new Map<string, number[]>();
  for (let run = 0; run < RUNS; run++)
    for (const [form, path] of FORMS)
      for (const site of sites) {
        const key = `${form}|${site.name}`;
        const figure = await longestKeystroke(site.url + path);
        runs.set(key, [...(runs.get(key) ?? []), figure]);
        console.error(`${form} / ${site.name} run ${run + 1}: ${figure} ms`);
      }
  console.log(
    table(
      FORMS.map(([form]) => ({
        form: `${form}: longest keystroke while correcting the name (ms)`,
        ...Object.fromEntries(
          sites.map((site) => {
            const list = runs.get(`${form}|${site.name}`)!;
            return [`${site.name}: median (runs)`, `${median(list)} (${list.join(', ')})`];
          }),
        ),
      })),
    ),
  );
} finally {
  await browser.close();
  await Promise.all(started.map((child) => child.stop()));
}
