import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '@agency/test-kit/chromium-args';
import { toolPath } from '@agency/test-kit/test-tools';
import { startSiteProcess } from './lib/processes.js';
import { median, round } from './lib/stats.js';

const LIGHTHOUSE = fileURLToPath(new URL('../node_modules/lighthouse/cli/index.js', import.meta.url));
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Report = {
  categories: Record<
    (typeof CATEGORIES)[number],
    { score: number; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; scoreDisplayMode: string; title: string }
  >;
};

function runLighthouse(url: string, desktop: boolean): Promise<Report> {
  const output = join(tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const args = [
    LIGHTHOUSE,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    `--only-categories=${CATEGORIES.join(',')}`,
  ];
  if (desktop) args.push('--preset=desktop');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? toolPath('Chromium') },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${err.slice(-2000)}`));
      const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
      rmSync(output, { force: true });
      resolve(report);
    });
  });
}

export type PageScores = {
  page: string;
  formFactor: 'desktop' | 'mobile';
  scores: Record<string, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferKb: number;
  failing: string[];
  /** Every run's performance score and TBT in ms, in order: the medians above hide the spread. */
  runs: { performance: number; tbtMs: number }[];
};

/** Lighthouse on each page and form factor, `runs` times each; medians reported. */
export async function benchLighthouse(runs = 5, siteUrl?: string): Promise<PageScores[]> {
  const site = siteUrl ? null : await startSiteProcess({});
  const base = siteUrl ?? site!.url;
  try {
    const list = await fetch(`${base}/modelos/mulheres/fashion`).then((r) => r.text());
    const profile = /href="(\/modelos\/\d+\/[^"]+)"/.exec(list)![1]!;
    // The Portuguese pages first (the default language, no prefix: where most visitors land, the
    // home with the pre-home a new visitor gets), then the other languages' homes. Lighthouse
    // loads each as a new visitor. LH_PAGES=home,profile picks some.
    const all: Record<string, string> = {
      home: '/',
      models: '/modelos/mulheres/fashion',
      profile,
      getScouted: '/seja-um-modelo',
      selective: '/seletiva',
      contact: '/contato',
      about: '/sobre',
      favorites: '/favoritos',
      'home (en)': '/en',
      'home (es)': '/es',
    };
    const chosen = process.env.LH_PAGES?.split(',');
    const pages = Object.fromEntries(Object.entries(all).filter(([page]) => chosen?.includes(page) ?? true));
    const results: PageScores[] = [];
    // LH_FORMS=mobile (or desktop) measures one form factor only.
    const forms = (['desktop', 'mobile'] as const).filter(
      (form) => process.env.LH_FORMS?.split(',').includes(form) ?? true,
    );
    for (const formFactor of forms) {
      for (const [page, path] of Object.entries(pages)) {
        const reports: Report[] = [];
        for (let i = 0; i < runs; i++) {
          // A run whose trace Chromium failed to record (NO_NAVSTART on a busy machine) measured
          // nothing: it is run again once instead of ending the whole benchmark.
          const once = () => runLighthouse(base + path, formFactor === 'desktop');
          reports.push(await once().catch(once));
        }
        const metric = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? 0));
        const failing = new Map<string, number>();
        for (const report of reports) {
          for (const category of CATEGORIES) {
            for (const ref of report.categories[category].auditRefs) {
              const audit = report.audits[ref.id]!;
              if (
                audit.score !== null &&
                audit.score < 0.9 &&
                audit.scoreDisplayMode !== 'informative' &&
                audit.scoreDisplayMode !== 'manual'
              ) {
                failing.set(`${category}: ${ref.id}`, (failing.get(`${category}: ${ref.id}`) ?? 0) + 1);
              }
            }
          }
        }
        results.push({
          page,
          formFactor,
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round(median(reports.map((r) => r.categories[c].score)) * 100)]),
          ),
          lcpMs: Math.round(metric('largest-contentful-paint')),
          cls: round(metric('cumulative-layout-shift'), 3),
          tbtMs: Math.round(metric('total-blocking-time')),
          transferKb: Math.round(metric('total-byte-weight') / 1024),
          // Audits failing in at least half of the runs.
          failing: [...failing].filter(([, n]) => n * 2 >= runs).map(([id]) => id),
          runs: reports.map((r) => ({
            performance: Math.round(r.categories.performance.score * 100),
            tbtMs: Math.round(r.audits['total-blocking-time']?.numericValue ?? 0),
          })),
        });
        console.error(JSON.stringify(results.at(-1)));
      }
    }
    return results;
  } finally {
    await site?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    JSON.stringify(await benchLighthouse(Number(process.env.LH_RUNS ?? 5), process.env.SITE_URL), null, 2),
  );
}
